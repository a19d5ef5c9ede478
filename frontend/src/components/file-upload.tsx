import { Alert, Button, Progress, Upload } from 'antd';
import { useRef, useState } from 'react';

import { useFileImageUrl } from '@/api/file-preview';
import { sizeProblem, UPLOAD_RULES, uploadFile, type FilePurpose, type UploadedFile } from '@/api/upload-file';

import styles from './file-upload.module.css';

/** A file the upload shows: the saved one (its id at least) or the one just uploaded. */
export interface ShownFile {
  id: string;
  name?: string;
  contentType?: string;
  size?: number;
}

interface FileUploadProps {
  purpose: FilePurpose;
  /** What the file is, in the drop zone's and buttons' names: 'avatar', 'pitch deck'. */
  label: string;
  /** The saved file, if any; shown until a new one is uploaded or it is removed. */
  value?: ShownFile | null;
  /**
   * Hears of the staged file once uploaded, and of null on Remove. A returned promise keeps the
   * upload busy until it settles; when it rejects, the upload shows the file it showed before.
   */
  onChange: (file: UploadedFile | null) => unknown;
  /** The parent's own work (saving the file, say): the buttons wait for it. */
  busy?: boolean;
}

const isImage = (purpose: FilePurpose, file: ShownFile) =>
  file.contentType ? file.contentType.startsWith('image/') : purpose === 'avatar' || purpose === 'project_image';

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Drag-and-drop (or click, or keyboard) upload of one file of a purpose, with progress, a preview
 * (an image's 320 px size; a PDF's name and size), Replace and Remove. The size is checked before
 * sending, in the server's words; any refusal of the server is shown as it words it.
 */
export function FileUpload({ purpose, label, value = null, onChange, busy = false }: FileUploadProps) {
  const rules = UPLOAD_RULES[purpose];
  // What this upload changed since the parent last gave a value; a new value from the parent wins.
  const [local, setLocal] = useState<{ file: ShownFile | null }>();
  const [seenValue, setSeenValue] = useState(value);
  if (seenValue !== value) {
    setSeenValue(value);
    setLocal(undefined);
  }
  const shown = local ? local.file : value;
  const [progress, setProgress] = useState<number | null>(null);
  const [settling, setSettling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const working = progress !== null || settling || busy;

  async function settle(next: UploadedFile | null, before: ShownFile | null) {
    setLocal({ file: next });
    setSettling(true);
    try {
      await onChange(next);
    } catch {
      // The parent tells the user why (a toast); the upload goes back to what it showed.
      setLocal({ file: before });
    } finally {
      setSettling(false);
    }
  }

  async function start(file: File) {
    const tooLarge = sizeProblem(purpose, file.size);
    if (tooLarge) {
      setError(tooLarge);
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress(0);
    try {
      const uploaded = await uploadFile({ purpose, file, onProgress: setProgress, signal: controller.signal });
      setProgress(null);
      await settle(uploaded, shown);
    } catch (failure) {
      setProgress(null);
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) {
        setError(failure instanceof Error ? failure.message : 'The upload failed');
      }
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return (
    <div className={styles.upload}>
      {shown ? (
        <div className={styles.file}>
          <FilePreview purpose={purpose} label={label} file={shown} />
          <div className={styles.actions}>
            {/* Not Upload around a Button: its wrapper is a button too, and nested buttons confuse screen readers. */}
            <input
              ref={replaceInput}
              type="file"
              accept={rules.accept}
              hidden
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void start(file);
              }}
            />
            <Button
              disabled={working}
              loading={progress !== null}
              aria-label={`Replace ${label}`}
              onClick={() => replaceInput.current?.click()}
            >
              Replace
            </Button>
            <Button
              danger
              disabled={working}
              loading={settling && local?.file === null}
              aria-label={`Remove ${label}`}
              onClick={() => {
                setError(null);
                void settle(null, shown);
              }}
            >
              Remove
            </Button>
          </div>
        </div>
      ) : (
        <Upload.Dragger
          accept={rules.accept}
          multiple={false}
          showUploadList={false}
          disabled={working}
          // The file is sent by start(), with progress; Upload's own list and request are not used.
          beforeUpload={(file) => {
            void start(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <div className={styles.drop}>
            <UploadIcon />
            <p className={styles.dropText}>Drop your {label} here, or click to choose a file</p>
            <p className={styles.hint}>{rules.hint}</p>
          </div>
        </Upload.Dragger>
      )}
      {progress !== null ? <Progress percent={progress} size="small" aria-label={`Uploading ${label}`} /> : null}
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
    </div>
  );
}

function FilePreview({ purpose, label, file }: { purpose: FilePurpose; label: string; file: ShownFile }) {
  const image = isImage(purpose, file);
  const url = useFileImageUrl(image ? file.id : null);
  const details = [file.name, file.size !== undefined ? formatFileSize(file.size) : undefined].filter(Boolean);
  return (
    <div className={styles.preview}>
      {image ? (
        url ? (
          <img className={styles.thumb} src={url} alt={`Your ${label}`} />
        ) : (
          <div className={styles.thumb} aria-label={`Loading your ${label}`} role="img" />
        )
      ) : (
        <DocumentIcon />
      )}
      {details.length > 0 ? <span className={styles.details}>{details.join(' · ')}</span> : null}
    </div>
  );
}

function UploadIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3l5 5h-3v6h-4V8H7l5-5zm-7 14h14v3H5v-3z" fill="currentColor" />
    </svg>
  );
}

function DocumentIcon() {
  return (
    <svg className={styles.docIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2h8l5 5v15H6V2zm7 1.5V8h4.5L13 3.5zM8.5 13h8v1.5h-8V13zm0 3h8v1.5h-8V16z" fill="currentColor" />
    </svg>
  );
}
