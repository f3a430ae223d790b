import { crc32, deflateSync } from 'node:zlib';

/** A real 1x1 PNG: signature, IHDR, one deflated scanline, IEND, each chunk with its CRC. */
export function pngBytes(): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x4c, 0x7d, 0xff, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of a baseline JPEG (SOI + JFIF APP0) followed by filler and EOI: enough for any sniffer. */
export function jpegBytes(): Uint8Array {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, 0x00, 0x00, ...new Array(64).fill(0), 0xff, 0xd9]);
}
