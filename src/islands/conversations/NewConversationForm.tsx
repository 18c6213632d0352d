import { useEffect, useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import './conversations.css';

interface NewConversationFormProps {
  /** The owner's limit of other members per conversation. */
  maxMembers: number;
  /** Chosen already: the member whose profile's Message button led here. */
  initialMembers: PublicAuthor[];
}

/** Choose the members, write the first message, and land in the new thread. */
export default function NewConversationForm({ maxMembers, initialMembers }: NewConversationFormProps) {
  const [chosen, setChosen] = useState<PublicAuthor[]>(initialMembers);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div className="card new-conversation" data-new-conversation-form="" data-ready={ready ? '' : undefined}>
      <MemberPicker chosen={chosen} max={maxMembers} onChange={setChosen} />
      <MessageComposer
        submitLabel={m.conversations_start()}
        blockedReason={() => (chosen.length === 0 ? m.conversations_members_required() : '')}
        onSend={async (content, images) => {
          const sent = await apiRequest<{ conversationId: number }>('/api/conversation/start', {
            body: { memberIds: chosen.map((member) => member.id), content, images },
          });
          window.location.assign(conversationPath(sent.conversationId));
        }}
      />
    </div>
  );
}
