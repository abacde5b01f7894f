// The pieces the publish form's sections are made of, and the fields it shares with the agent's
// edit dialog (AgentMetadataDialog): the pair of fields side by side and the visibility choice.
import type { AgentVisibility } from '@agent-registry/api-client/rules';
import { Globe, Lock, type LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as choice from '../../private/styles/choice.css';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { Card, type CardProps } from '../Card/Card';
import * as fieldStyles from '../../private/styles/field.css';
import * as styles from './fields.css';

/** A card of the form: more room from `md`. */
export function SectionCard(props: CardProps) {
  return <Card radius="xlarge" padding={{ base: 5, md: 6 }} {...props} />;
}

/** A muted sentence under a heading, or in place of what is not there yet. */
export function Note({ as = 'p', children }: { as?: 'p' | 'span'; children: ReactNode }) {
  return (
    <Box as={as} margin={0} fontSize="sm" color="muted">
      {children}
    </Box>
  );
}

export interface FormSectionProps {
  legend: string;
  /** Says what the section is for, under the legend. */
  note?: string;
  /** The agent.yaml does not parse: the fields are disabled and say why. */
  locked?: boolean;
  children: ReactNode;
}

/** One card of the form: a fieldset named by its legend. */
export function FormSection({ legend, note, locked = false, children }: FormSectionProps) {
  return (
    <SectionCard>
      <Stack as="fieldset" gap={5} margin={0} padding={0} className={styles.fieldset} disabled={locked}>
        <legend className={styles.legend}>{legend}</legend>
        {locked && <Note>Fix the syntax error in agent.yaml to edit these fields.</Note>}
        {note && <Note>{note}</Note>}
        {children}
      </Stack>
    </SectionCard>
  );
}

/** Two fields side by side from `md` (a little closer than stacked ones), one above the other on a phone. */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <Box display="grid" gridTemplateColumns={{ base: 1, md: 2 }} gap={{ base: 5, md: 4 }}>
      {children}
    </Box>
  );
}

/** Several messages for one control (the YAML editor), in the look of a field error. */
export function ErrorList({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert">
      <Stack as="ul" gap={1} margin={0} padding={0} className={styles.errorList}>
        {messages.map((message) => (
          <li key={message} className={fieldStyles.error}>
            {message}
          </li>
        ))}
      </Stack>
    </div>
  );
}

/** 'Suggested: mail-sorter [Use it]' under a field. */
export function Suggestion({ children, value, onUse }: { children: ReactNode; value: string; onUse: () => void }) {
  return (
    <Inline as="p" gap={2} fontSize="xs" color="muted" className={styles.suggestion}>
      <span>
        {children} <span className={styles.suggestionValue}>{value}</span>
      </span>
      <Button variant="outline" size="small" onClick={onUse}>
        Use {value}
      </Button>
    </Inline>
  );
}

const visibilityChoices: { value: AgentVisibility; label: string; hint: string; icon: LucideIcon }[] = [
  { value: 'public', label: 'Public', hint: 'Anyone can find and pull it.', icon: Globe },
  { value: 'private', label: 'Private', hint: 'Only you can see and pull it.', icon: Lock },
];

export interface VisibilityFieldProps {
  /** The radios' name, unique in the page. */
  name: string;
  value: AgentVisibility;
  onChange: (visibility: AgentVisibility) => void;
  /** Shown under the choices as an alert; it describes the group. */
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** Public or private, as two cards to pick from. */
export function VisibilityField({ name, value, onChange, error, disabled }: VisibilityFieldProps) {
  const errorId = useId();
  return (
    <fieldset className={styles.choices} aria-describedby={error ? errorId : undefined}>
      <legend className={fieldStyles.label}>Visibility</legend>
      <Box display="grid" gridTemplateColumns={{ base: 1, md: 2 }} gap={2}>
        {visibilityChoices.map(({ value: option, label, hint, icon: Icon }) => (
          <label key={option} className={choice.choice}>
            <input
              type="radio"
              name={name}
              value={option}
              className={choice.input}
              checked={value === option}
              onChange={() => onChange(option)}
              data-invalid={error && value === option ? '' : undefined}
              disabled={disabled}
            />
            <Box as="span" display="flex" flexDirection="column" minWidth={0}>
              <Box as="span" display="inline-flex" alignItems="center" gap={1} fontSize="sm" fontWeight="medium" color="text">
                <Icon size={14} aria-hidden="true" />
                {label}
              </Box>
              <span className={choice.hint}>{hint}</span>
            </Box>
          </label>
        ))}
      </Box>
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
