import { AGENT_YAML_MAX_BYTES, PUBLISH_MESSAGES, utf8Length } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, FileUp } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import * as fieldStyles from '../../private/styles/field.css';
import { TextAreaField } from '../TextField/TextField';
import { ErrorList, Note, SectionCard } from './fields';
import * as fieldsStyles from './fields.css';
import { formatBytes, type YamlSyntaxError } from './manifest';
import * as styles from './PublishScreen.css';

export const YAML_FILE_PROMPT = 'Drop an agent.yaml here or choose a file';
export const YAML_FILE_TYPE_MESSAGE = 'Choose a .yaml or .yml file';

interface YamlSourceProps {
  /** Id of the textarea, so a submit can find it. */
  id: string;
  text: string;
  syntaxError: YamlSyntaxError | null;
  /** Messages for the document as a whole or for keys without a field (apiVersion, kind). */
  errors: readonly string[];
  /** The text was typed, pasted or loaded from a file. */
  onText: (text: string) => void;
  onBlur: () => void;
}

/** The agent.yaml itself: a drop zone (a file input underneath) and the text. */
export function YamlSource({ id, text, syntaxError, errors, onText, onBlur }: YamlSourceProps) {
  const headingId = useId();
  const [dragging, setDragging] = useState(false);
  const [loaded, setLoaded] = useState<string | null>(null);
  // A refused file's message, with the text it was refused over: once the text changes (another
  // file loaded, typing, pasting) the message is stale and goes.
  const [refused, setRefused] = useState<{ message: string; text: string } | null>(null);
  const fileError = refused && refused.text === text ? refused.message : null;

  const load = async (file: File | undefined) => {
    if (!file) return;
    setLoaded(null);
    if (!/\.ya?ml$/i.test(file.name)) return setRefused({ message: YAML_FILE_TYPE_MESSAGE, text });
    // Checked before reading: an oversized file is never loaded into the editor.
    if (file.size > AGENT_YAML_MAX_BYTES) return setRefused({ message: PUBLISH_MESSAGES.yamlTooLarge, text });
    setRefused(null);
    onText(await file.text());
    setLoaded(file.name);
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    void load(input.files?.[0]).finally(() => {
      // Choosing the same file again must load it again.
      input.value = '';
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void load(event.dataTransfer.files[0]);
  };

  const statusId = `${id}-status`;
  const errorsId = `${id}-errors`;
  const fileErrorId = `${id}-file-error`;
  const invalid = Boolean(syntaxError) || errors.length > 0;
  const describedBy = [`${id}-hint`, statusId, errors.length > 0 && errorsId].filter(Boolean).join(' ');

  return (
    <SectionCard as="section" display="flex" flexDirection="column" gap={5} aria-labelledby={headingId}>
      <Stack gap={1}>
        <h2 id={headingId} className={fieldsStyles.sectionTitle}>
          Agent as Code manifest
        </h2>
        <Note>Paste or drop your agent.yaml, or start from the fields below: both edit the same file.</Note>
      </Stack>

      <Box
        as="label"
        display="flex"
        alignItems="center"
        gap={3}
        padding={4}
        borderRadius="large"
        fontSize="sm"
        className={clsx(styles.dropZone, dragging && styles.dropZoneActive)}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={(event) => {
          // Moving over the zone's own children is not leaving it.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <FileUp size={22} className={styles.dropIcon} aria-hidden="true" />
        <span className={styles.dropText}>
          <span className={styles.dropTitle}>
            Drop an agent.yaml here or <span className={styles.chooseFile}>choose a file</span>
          </span>
          <span>.yaml or .yml, at most {formatBytes(AGENT_YAML_MAX_BYTES)}</span>
        </span>
        <input
          type="file"
          accept=".yaml,.yml,application/yaml,application/x-yaml,text/yaml"
          className={visuallyHidden}
          aria-label={YAML_FILE_PROMPT}
          aria-describedby={fileError ? fileErrorId : undefined}
          aria-invalid={fileError ? true : undefined}
          onChange={onFile}
        />
      </Box>
      {fileError && (
        <p id={fileErrorId} className={fieldStyles.error} role="alert">
          {fileError}
        </p>
      )}

      <TextAreaField
        id={id}
        label="agent.yaml"
        className={clsx(fieldStyles.control, styles.code)}
        rows={14}
        wrap="off"
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        hint="Published exactly as written here."
        counter={`${formatBytes(utf8Length(text))} / ${formatBytes(AGENT_YAML_MAX_BYTES)}`}
        value={text}
        onChange={(event) => {
          setLoaded(null);
          onText(event.target.value);
        }}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />

      {/* One polite live region for the parse result, so typing is not interrupted. */}
      <Box
        as="p"
        id={statusId}
        role="status"
        display="flex"
        alignItems="flex-start"
        gap={2}
        margin={0}
        fontSize="xs"
        color={syntaxError ? 'danger' : 'success'}
        className={styles.status}
      >
        {syntaxError ? (
          <>
            <CircleAlert size={14} className={styles.statusIcon} aria-hidden="true" />
            <span>YAML syntax error: {syntaxError.message}</span>
          </>
        ) : (
          <>
            <CircleCheck size={14} className={styles.statusIcon} aria-hidden="true" />
            <span>{loaded ? `Loaded ${loaded}: the fields below show it.` : 'Valid YAML.'}</span>
          </>
        )}
      </Box>
      {syntaxError?.excerpt && (
        <pre className={styles.excerpt} tabIndex={0}>
          <code>{syntaxError.excerpt}</code>
        </pre>
      )}
      <ErrorList id={errorsId} messages={errors} />
    </SectionCard>
  );
}
