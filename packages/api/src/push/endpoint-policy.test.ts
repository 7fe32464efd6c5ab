import { describe, expect, it } from 'vitest';
import { pushEndpointRefusal, specialAddressRange, webPushEndpointOf } from './endpoint-policy';

describe('specialAddressRange', () => {
  it('names every IPv4 range that is not public unicast', () => {
    const cases: [string, string][] = [
      ['0.0.0.0', 'an unspecified'],
      ['0.255.255.255', 'an unspecified'],
      ['10.0.0.1', 'a private'],
      ['10.255.255.255', 'a private'],
      ['100.64.0.1', 'a shared (carrier NAT)'],
      ['100.127.255.254', 'a shared (carrier NAT)'],
      ['127.0.0.1', 'a loopback'],
      ['127.255.0.9', 'a loopback'],
      ['169.254.169.254', 'a link-local'],
      ['172.16.0.1', 'a private'],
      ['172.31.255.255', 'a private'],
      ['192.0.0.8', 'a reserved'],
      ['192.0.2.1', 'a documentation'],
      ['192.88.99.1', 'a reserved'],
      ['192.168.0.1', 'a private'],
      ['198.18.0.1', 'a reserved'],
      ['198.19.255.255', 'a reserved'],
      ['198.51.100.7', 'a documentation'],
      ['203.0.113.9', 'a documentation'],
      ['224.0.0.1', 'a multicast'],
      ['239.255.255.250', 'a multicast'],
      ['240.0.0.1', 'a reserved'],
      ['255.255.255.255', 'a reserved'],
    ];
    for (const [address, range] of cases) expect(specialAddressRange(address), address).toBe(range);
  });

  it('lets public IPv4 addresses through, including the neighbours of each range', () => {
    for (const address of ['1.1.1.1', '8.8.8.8', '9.255.255.255', '11.0.0.0', '100.63.255.255', '100.128.0.0', '126.255.255.255', '128.0.0.0', '169.253.255.255', '169.255.0.0', '172.15.255.255', '172.32.0.0', '192.167.255.255', '192.169.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255', '142.250.74.46']) {
      expect(specialAddressRange(address), address).toBeNull();
    }
  });

  it('names every IPv6 range that is not public unicast', () => {
    const cases: [string, string][] = [
      ['::', 'an unspecified'],
      ['::1', 'a loopback'],
      ['0:0:0:0:0:0:0:1', 'a loopback'],
      ['fc00::1', 'a unique-local'],
      ['fd12:3456:789a::1', 'a unique-local'],
      ['fe80::1', 'a link-local'],
      ['fe80::1%eth0', 'a link-local'],
      ['febf:ffff::1', 'a link-local'],
      ['fec0::1', 'a site-local'],
      ['ff02::1', 'a multicast'],
      ['ff05::1:3', 'a multicast'],
      ['2001:db8::1', 'a documentation'],
      ['3fff::1', 'a documentation'],
      ['2001::1', 'a reserved'],
      ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'a reserved'],
      ['100::1', 'a reserved'],
      ['64:ff9b:1::1', 'a private'],
      ['::7f00:1', 'a reserved'],
      ['::127.0.0.1', 'a reserved'],
      ['4000::1', 'a reserved'],
      ['1234::1', 'a reserved'],
    ];
    for (const [address, range] of cases) expect(specialAddressRange(address), address).toBe(range);
  });

  it('judges IPv6 addresses that carry an IPv4 address (mapped, NAT64, 6to4) by that address', () => {
    const cases: [string, string | null][] = [
      ['::ffff:127.0.0.1', 'a loopback'],
      ['::ffff:7f00:1', 'a loopback'],
      ['::ffff:10.0.0.1', 'a private'],
      ['::ffff:a9fe:a9fe', 'a link-local'],
      ['::ffff:8.8.8.8', null],
      ['64:ff9b::10.0.0.1', 'a private'],
      ['64:ff9b::a9fe:a9fe', 'a link-local'],
      ['64:ff9b::8.8.8.8', null],
      ['2002:7f00:1::', 'a loopback'],
      ['2002:c0a8:101::1', 'a private'],
      ['2002:808:808::1', null],
    ];
    for (const [address, range] of cases) expect(specialAddressRange(address), address).toBe(range);
  });

  it('lets public IPv6 unicast through', () => {
    for (const address of ['2a00:1450:4001:81b::200a', '2606:4700:4700::1111', '2001:4860:4860::8888', '2c0f:fb50:4003::1']) {
      expect(specialAddressRange(address), address).toBeNull();
    }
  });

  it('refuses what is not an address at all', () => {
    expect(specialAddressRange('example.com')).toBe('not an IP');
    expect(specialAddressRange('')).toBe('not an IP');
  });
});

describe('pushEndpointRefusal', () => {
  it('refuses IP hosts in special ranges, however the URL writes them', () => {
    const cases: [string, string][] = [
      ['https://127.0.0.1/push', 'its host is a loopback address'],
      ['https://127.1/push', 'its host is a loopback address'],
      ['https://2130706433/push', 'its host is a loopback address'],
      ['https://0x7f000001/push', 'its host is a loopback address'],
      ['https://0x7f.1/push', 'its host is a loopback address'],
      ['https://0177.0.0.1/push', 'its host is a loopback address'],
      ['https://017700000001/push', 'its host is a loopback address'],
      ['https://%31%32%37.0.0.1/push', 'its host is a loopback address'],
      ['https://0/push', 'its host is an unspecified address'],
      ['https://10.0.0.5/push', 'its host is a private address'],
      ['https://0xa9.0xfe.0xa9.0xfe/latest/meta-data', 'its host is a link-local address'],
      ['https://[::1]/push', 'its host is a loopback address'],
      ['https://[0:0:0:0:0:0:0:1]/push', 'its host is a loopback address'],
      ['https://[::]/push', 'its host is an unspecified address'],
      ['https://[::ffff:127.0.0.1]/push', 'its host is a loopback address'],
      ['https://[::ffff:169.254.169.254]/push', 'its host is a link-local address'],
      ['https://[64:ff9b::192.168.0.1]/push', 'its host is a private address'],
      ['https://[fd00:ec2::254]/push', 'its host is a unique-local address'],
      ['https://[fe80::1]/push', 'its host is a link-local address'],
      ['https://[ff02::1]/push', 'its host is a multicast address'],
      ['https://224.0.0.251/push', 'its host is a multicast address'],
    ];
    for (const [endpoint, refusal] of cases) expect(pushEndpointRefusal(endpoint), endpoint).toBe(refusal);
  });

  it('refuses local names, single-label names and anything but plain https on port 443', () => {
    const cases: [string, string][] = [
      ['https://localhost/push', 'its host is a local name (.localhost)'],
      ['https://LOCALHOST./push', 'its host is a local name (.localhost)'],
      ['https://api.localhost/push', 'its host is a local name (.localhost)'],
      ['https://printer.local/push', 'its host is a local name (.local)'],
      ['https://metadata.google.internal/computeMetadata/v1/', 'its host is a local name (.internal)'],
      ['https://router.home.arpa/push', 'its host is a local name (.home.arpa)'],
      ['https://nas.lan/push', 'its host is a local name (.lan)'],
      ['https://intranet/push', 'its host must be a public domain name'],
      ['http://fcm.googleapis.com/fcm/send/x', 'it must use https'],
      ['ftp://fcm.googleapis.com/x', 'it must use https'],
      ['https://user:secret@fcm.googleapis.com/fcm/send/x', 'it must not carry a user name or password'],
      ['https://fcm.googleapis.com:8443/fcm/send/x', 'it must use the https port 443'],
      ['not a url', 'it is not a URL'],
    ];
    for (const [endpoint, refusal] of cases) expect(pushEndpointRefusal(endpoint), endpoint).toBe(refusal);
  });

  it('accepts the push services browsers use, and public addresses', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bHun4MxP5egoKMwt2KZFBaFUH',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABn',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://fcm.googleapis.com:443/fcm/send/x',
      'https://8.8.8.8/push',
      'https://[2606:4700:4700::1111]/push',
    ]) {
      expect(pushEndpointRefusal(endpoint), endpoint).toBeNull();
    }
  });
});

describe('webPushEndpointOf', () => {
  it('reads the endpoint of a stored subscription, and nothing from an FCM token', () => {
    expect(webPushEndpointOf(JSON.stringify({ endpoint: 'https://push.example/x', keys: {} }))).toBe('https://push.example/x');
    expect(webPushEndpointOf('dGVzdA:APA91bHun4MxP5egoKMwt2KZFBaFUH')).toBeNull();
    expect(webPushEndpointOf('{broken')).toBeNull();
  });
});
