import { generate } from 'selfsigned';

export interface LocalCertificate {
  /** The certificate, PEM: what a sender passes as `ca` to trust this service and no other. */
  certificatePem: string;
  privateKeyPem: string;
}

/**
 * A self-signed certificate for 127.0.0.1, made at each start so no key ever sits in the
 * repository. An EC key keeps the TLS handshakes cheap when a benchmark opens many connections.
 */
export async function makeLocalCertificate(): Promise<LocalCertificate> {
  const now = new Date();
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  return { certificatePem: pems.cert, privateKeyPem: pems.private };
}
