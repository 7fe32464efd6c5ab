import { createDecipheriv, createECDH, hkdfSync } from 'node:crypto';

/** What a browser keeps to read its push messages: its P-256 key pair and the auth secret. */
export interface ReceivingKeys {
  /** The P-256 private key (32 bytes). Kept as bytes: 100,000 live ECDH objects take 250 MB. */
  privateKey: Buffer;
  /** The uncompressed public key (65 bytes), `keys.p256dh` of the subscription. */
  publicKey: Buffer;
  authSecret: Buffer;
}

const HEADER_FIXED_BYTES = 16 + 4 + 1;
const TAG_BYTES = 16;

/**
 * Reads a Web Push message body as a browser does: `aes128gcm` content coding (RFC 8188) with the
 * key derived from ECDH between the sender's one-time key (the header's key id) and the
 * subscription's key, mixed with the auth secret (RFC 8291 section 3.4). Throws on anything a
 * browser would drop: a key id that is not a P-256 point, a record that fails authentication,
 * a missing last-record delimiter.
 */
export function decryptPushMessage(body: Buffer, keys: ReceivingKeys): Buffer {
  if (body.length < HEADER_FIXED_BYTES) throw new Error('the body is shorter than an aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderPublicKey = body.subarray(HEADER_FIXED_BYTES, HEADER_FIXED_BYTES + keyIdLength);
  if (keyIdLength !== 65) throw new Error('the key id is not an uncompressed P-256 key');
  if (recordSize < TAG_BYTES + 2) throw new Error('the record size is too small');

  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(keys.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync('sha256', sharedSecret, keys.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', inputKey, salt, Buffer.from('Content-Encoding: nonce\0'), 12));

  const records = body.subarray(HEADER_FIXED_BYTES + keyIdLength);
  const plaintexts: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const isLast = offset + recordSize >= records.length;
    plaintexts.push(withoutPadding(openRecord(record, contentKey, nonceFor(baseNonce, sequence)), isLast));
  }
  return Buffer.concat(plaintexts);
}

function openRecord(record: Buffer, contentKey: Buffer, nonce: Buffer): Buffer {
  if (record.length <= TAG_BYTES) throw new Error('a record is shorter than its tag');
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_BYTES));
  return Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_BYTES)), decipher.final()]);
}

/**
 * RFC 8188 section 2.3: the record's sequence number XORed into the end of the nonce. Its last
 * four bytes are enough: a push message is at most 4 kB, a handful of records.
 */
function nonceFor(baseNonce: Buffer, sequence: number): Buffer {
  const nonce = Buffer.from(baseNonce);
  nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
  return nonce;
}

/** Strips the padding: zeros after a delimiter that is 2 in the last record and 1 before it. */
function withoutPadding(plaintext: Buffer, isLast: boolean): Buffer {
  let end = plaintext.length - 1;
  while (end >= 0 && plaintext[end] === 0) end -= 1;
  const delimiter = plaintext[end];
  if (delimiter !== (isLast ? 2 : 1)) throw new Error('a record has no valid padding delimiter');
  return plaintext.subarray(0, end);
}
