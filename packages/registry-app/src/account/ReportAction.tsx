import { useState } from 'react';
import { Flag } from 'lucide-react';
import { Button, ReportDialog, notify } from '@agent-registry/ui';
import type { Agent } from '@agent-registry/api-client/rules';
import { useReportAgent } from '../data/moderation';
import { errorMessage } from '../data/status';

// The Report button and dialog of the agent page, for a signed-in visitor who does not own the
// agent. It loads on its own, so an anonymous visitor's page carries none of it.

export function ReportAction({ agent }: { agent: Agent }) {
  const [open, setOpen] = useState(false);
  const report = useReportAgent(agent.id);
  const name = agent.namespace && agent.slug ? `${agent.namespace}/${agent.slug}` : agent.name;
  return (
    <div>
      <Button variant="outline" size="small" onClick={() => setOpen(true)}>
        <Flag size={16} aria-hidden="true" />
        Report
      </Button>
      <ReportDialog
        open={open}
        agentName={name}
        onOpenChange={(next) => {
          setOpen(next);
          report.reset();
        }}
        pending={report.isPending}
        error={report.error ? errorMessage(report.error) : undefined}
        onSubmit={({ reason, details }) =>
          report.mutate(
            { reason, ...(details ? { details } : {}) },
            {
              onSuccess: (answer) => {
                notify.success(answer.message);
                setOpen(false);
              },
            },
          )
        }
      />
    </div>
  );
}
