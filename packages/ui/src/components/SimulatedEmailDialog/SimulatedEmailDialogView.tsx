// The simulated-email dialog itself (Radix Dialog), loaded when there is a mail to show: see
// SimulatedEmailDialog.tsx.
import { Check, Copy, FlaskConical, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { DialogFrame } from '../Dialog/DialogFrame';
import { notify } from '../Toaster/notify';
import * as styles from './SimulatedEmailDialog.css';
import { DEVELOPMENT_MODE_NOTICE, type SimulatedEmail, type SimulatedEmailDialogProps, type SimulatedEmailKind } from './SimulatedEmailDialog';

const copy: Record<SimulatedEmailKind, { title: string; subject: string; lead: string }> = {
  confirmation: {
    title: 'Your confirmation code',
    subject: 'Confirm your Agent Registry account',
    lead: 'Enter this code to confirm your email address:',
  },
  reset: {
    title: 'Your password reset code',
    subject: 'Reset your Agent Registry password',
    lead: 'Enter this code to choose a new password:',
  },
};

export default function SimulatedEmailDialogView({ open, email, onClose, className }: SimulatedEmailDialogProps & { email: SimulatedEmail }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => setCopied(false), [email?.code]);

  const text = copy[email.kind];

  async function copyCode() {
    try {
      await navigator.clipboard.writeText(email.code);
      setCopied(true);
      notify.success('Copied to clipboard');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      notify.error('Copy failed');
    }
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onClose()}
      busy={false}
      icon={<Mail size={20} />}
      title={text.title}
      description={
        <>
          Sent to <strong className={styles.recipient}>{email.to}</strong>
        </>
      }
      className={className}
    >

      <Inline
        as="p"
        role="note"
        nowrap
        align="flex-start"
        gap={2}
        margin={0}
        paddingBlock={3}
        paddingInline={4}
        borderRadius="medium"
        fontSize="sm"
        className={styles.notice}
      >
        <FlaskConical size={16} className={styles.noticeIcon} aria-hidden="true" />
        <span>{DEVELOPMENT_MODE_NOTICE}</span>
      </Inline>

      <Card as="article" aria-label="Email preview" padding={0} elevated={false} className={styles.mail}>
        <dl className={styles.meta}>
          <dt>From</dt>
          <dd>Agent Registry &lt;no-reply@agentregistry.dev&gt;</dd>
          <dt>To</dt>
          <dd>{email.to}</dd>
          <dt>Subject</dt>
          <dd>{text.subject}</dd>
        </dl>
        <Stack gap={3} align="center" paddingBlock={6} paddingInline={4} textAlign="center">
          <Box as="p" margin={0} fontSize="sm" color="muted">
            {text.lead}
          </Box>
          <p className={styles.code}>{email.code}</p>
          <Box as="p" margin={0} fontSize="xs" color="subtle">
            The code expires in 15 minutes.
          </Box>
        </Stack>
      </Card>

      <div className={styles.actions}>
        <Button variant="outline" onClick={copyCode}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          Copy Code
        </Button>
        <Button onClick={onClose}>Got It</Button>
      </div>
    </DialogFrame>
  );
}
