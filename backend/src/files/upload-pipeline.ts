import { Injectable, Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { FileStorage } from '../storage/file-storage.js';
import { FileTooLarge, formatBytes } from '../storage/storage.errors.js';
import { UploadInvalid, UploadTooLarge, UploadTypeRefused } from './files.errors.js';
import type { FileVariant, FilePurpose } from './uploaded-file.entity.js';
import { IMAGE_TYPES, IMAGE_WIDTHS, MAX_IMAGE_PIXELS, UPLOAD_RULES } from './upload-rules.js';

/** file-type reads at most this many bytes to recognise a type. */
const SNIFF_BYTES = 4100;

/** What was stored for an upload: for an image, its largest display size plus every size. */
export interface StoredUpload {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  variants: FileVariant[];
}

/**
 * Checks an upload's bytes and stores them (issue 31): the type sniffed from the first bytes, never
 * the client's; a PDF streamed to storage as it is, the size limit enforced while streaming; an
 * image decoded (pixel limit first), turned upright by its EXIF orientation and re-encoded as WebP in
 * the display sizes without its metadata, the original not kept. On any refusal nothing stays stored.
 */
@Injectable()
export class UploadPipeline {
  private readonly logger = new Logger(UploadPipeline.name);

  constructor(private readonly storage: FileStorage) {}

  async store(fileId: string, purpose: FilePurpose, source: Readable): Promise<StoredUpload> {
    const rule = UPLOAD_RULES[purpose];
    const { head, body } = await readHead(source, SNIFF_BYTES);
    if (head.length === 0) throw new UploadInvalid('file', 'The file is empty');
    if (looksLikeSvg(head)) throw new UploadTypeRefused('SVG files cannot be uploaded: they can carry scripts');
    const sniffed = await fileTypeFromBuffer(head);
    const kind =
      sniffed?.mime === 'application/pdf' ? 'pdf' : sniffed && IMAGE_TYPES.has(sniffed.mime) ? 'image' : undefined;
    if (!kind || !rule.kinds.includes(kind)) throw new UploadTypeRefused(rule.refusal);

    if (kind === 'pdf') {
      const key = `files/${fileId}/document.pdf`;
      try {
        const stored = await this.storage.put(key, body, { contentType: 'application/pdf', maxBytes: rule.maxBytes });
        return {
          ...stored,
          storageKey: key,
          sizeBytes: stored.size,
          contentType: 'application/pdf',
          width: null,
          height: null,
          variants: [],
        };
      } catch (error) {
        if (error instanceof FileTooLarge) throw tooLarge(rule.maxBytes);
        throw error;
      }
    }
    return this.storeImage(fileId, await collect(body, rule.maxBytes));
  }

  /** Deletes stored objects; logs what it could not, and answers whether every one is gone. */
  async discard(keys: readonly string[]): Promise<boolean> {
    let allGone = true;
    for (const key of keys) {
      await this.storage.delete(key).catch((error: unknown) => {
        allGone = false;
        this.logger.warn(`Stored upload ${key} not deleted: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    return allGone;
  }

  /** Deletes whatever an upload left under its folder (a crash mid-upload knows no keys). */
  async discardFolder(fileId: string): Promise<boolean> {
    const prefix = `files/${fileId}/`;
    for (;;) {
      const listed = await this.storage.list(prefix);
      if (listed.length === 0) return true;
      if (!(await this.discard(listed.map((file) => file.key)))) return false;
    }
  }

  private async storeImage(fileId: string, bytes: Buffer): Promise<StoredUpload> {
    const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'warning' as const };
    let width: number | undefined;
    let height: number | undefined;
    try {
      // The header only, before any decoding: the pixel count is checked here, with its own message.
      ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
    } catch {
      throw unreadable();
    }
    if (!width || !height) throw unreadable();
    if (width * height > MAX_IMAGE_PIXELS) {
      throw new UploadInvalid('file', `The image has more than ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`);
    }

    const variants: (FileVariant & { sha256: string })[] = [];
    try {
      for (const maxWidth of IMAGE_WIDTHS) {
        let rendered: { data: Buffer; info: OutputInfo };
        try {
          // rotate() with no angle applies the EXIF orientation; the output keeps no metadata.
          rendered = await sharp(bytes, options)
            .rotate()
            .resize({ width: maxWidth, withoutEnlargement: true })
            .webp({ quality: 82 })
            .toBuffer({ resolveWithObject: true });
        } catch {
          throw unreadable();
        }
        const key = `files/${fileId}/w${maxWidth}.webp`;
        const stored = await this.storage.put(key, Readable.from([rendered.data]), {
          contentType: 'image/webp',
          maxBytes: rendered.data.length,
        });
        variants.push({
          name: String(maxWidth),
          key,
          width: rendered.info.width,
          height: rendered.info.height,
          sizeBytes: stored.size,
          sha256: stored.sha256,
        });
      }
    } catch (error) {
      await this.discard(variants.map((variant) => variant.key));
      throw error;
    }
    const largest = variants.at(-1)!;
    return {
      storageKey: largest.key,
      contentType: 'image/webp',
      sizeBytes: largest.sizeBytes,
      sha256: largest.sha256,
      width: largest.width,
      height: largest.height,
      variants: variants.map(({ sha256: _sha256, ...variant }) => variant),
    };
  }
}

const tooLarge = (maxBytes: number) => new UploadTooLarge(`File is larger than ${formatBytes(maxBytes)}`);
const unreadable = () => new UploadInvalid('file', 'The image cannot be read: it is damaged or incomplete');

/** An SVG (or any XML) is text that browsers run scripts in: never taken, whatever the purpose. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return text.startsWith('<?xml') || text.startsWith('<svg') || /<svg[\s>]/.test(text);
}

/**
 * The first `bytes` bytes of a stream (fewer if it ends first), and the whole stream again as a new
 * Readable (those bytes, then the rest as it arrives).
 */
async function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  async function* whole(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (done) return;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return { head, body: Readable.from(whole()) };
}

/** An image's bytes in memory (the decoder needs them whole), refused as soon as they pass maxBytes. */
async function collect(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    length += chunk.length;
    if (length > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
