import { Badge, Button, Card, Group, List, Stack, Text, Title, Tooltip } from '@mantine/core';
import { roleListLabel, type RoleRequest } from '@core/api/role-requests';
import { auditActionLabel } from '@core/audit-labels';
import { formatManilaDateTime } from '@core/manila-date';
import type { RoleRequestDecision } from '../api/role-requests';

interface RoleRequestsPanelProps {
  requests: RoleRequest[];
  currentUserId: number;
  onDecide: (request: RoleRequest, decision: RoleRequestDecision) => void;
}

/** What the request is called in its buttons' names and its card: a role, or a two-factor reset. */
export function requestNoun(request: RoleRequest): string {
  return request.kind === 'second-factor-reset' ? 'reset request' : 'role request';
}

/**
 * Requests awaiting approval (decision 0031): roles, and resets of a user's two-factor sign-in. Who asked what
 * for whom, and what changed on that account's sign-in lately, so that the approver sees a password an admin
 * gave or a factor reset before saying yes. The maker may only withdraw; the account may not decide on its
 * own request (the server refuses both too).
 */
export function RoleRequestsPanel({ requests, currentUserId, onDecide }: RoleRequestsPanelProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="role-requests-title">
      <Title order={2} size="h4" id="role-requests-title">
        Role requests awaiting approval ({requests.length})
      </Title>
      {requests.map((request) => {
        const own = request.requestedById === currentUserId;
        const forMe = request.customerId === currentUserId;
        const whyNot = own
          ? 'You asked for it: another Topup Admin approves it'
          : forMe
            ? 'It is for your own account'
            : null;
        return (
          <Card
            key={request.id}
            component="article"
            withBorder
            padding="sm"
            aria-label={`${request.kind === 'second-factor-reset' ? 'Reset request' : 'Role request'} for ${request.fullName}`}
          >
            <Stack gap={6}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700}>
                  {request.fullName} ({request.mobileNo})
                </Text>
                <Badge color="indigo.9" tt="none">
                  Awaiting approval
                </Badge>
              </Group>
              <Text size="sm">
                {request.kind === 'second-factor-reset' ? (
                  <strong>Reset two-factor sign-in ({roleListLabel(request.roles)})</strong>
                ) : (
                  <>
                    {roleListLabel(request.rolesBefore)} → <strong>{roleListLabel(request.roles)}</strong>
                  </>
                )}
                , asked by {request.requestedByName} on {formatManilaDateTime(request.requestedAt)}
              </Text>
              <Text size="sm" fw={600}>
                Sign-in changes on this account in the last 30 days
              </Text>
              {request.recentChanges.length === 0 ? (
                <Text size="sm">None</Text>
              ) : (
                <List size="sm" spacing={2} aria-label={`Recent changes for ${request.fullName}`}>
                  {request.recentChanges.map((change, index) => (
                    <List.Item key={`${change.at}-${index}`}>
                      {formatManilaDateTime(change.at)}: {auditActionLabel(change.action)} — by{' '}
                      {change.actorName}
                    </List.Item>
                  ))}
                </List>
              )}
              <Group gap="xs" justify="flex-end">
                {own ? (
                  <Button size="xs" variant="default" onClick={() => onDecide(request, 'withdraw')}>
                    Withdraw
                  </Button>
                ) : (
                  <>
                    <Tooltip label={whyNot} disabled={!whyNot}>
                      <Button
                        size="xs"
                        variant="default"
                        disabled={Boolean(whyNot)}
                        onClick={() => onDecide(request, 'reject')}
                        aria-label={`Reject ${requestNoun(request)}: ${request.fullName}`}
                      >
                        Reject
                      </Button>
                    </Tooltip>
                    <Tooltip label={whyNot} disabled={!whyNot}>
                      <Button
                        size="xs"
                        disabled={Boolean(whyNot)}
                        onClick={() => onDecide(request, 'approve')}
                        aria-label={`Approve ${requestNoun(request)}: ${request.fullName}`}
                      >
                        Approve
                      </Button>
                    </Tooltip>
                  </>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
