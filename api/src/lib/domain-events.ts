import { EventEmitter } from 'node:events';
import type { ChatMessage, ConversationKind } from '@coloc/contract/messaging/schemas';

/*
 * In-process signals between API modules, so that one domain reacts to another without importing
 * it (messaging stores a message, notifications pushes it). Listeners must not throw: a failure is
 * theirs to log. Cross-instance delivery is not this bus's job (the chat hub does that).
 */
export interface DomainEvents {
  /** A message was stored. `offlineRecipientIds`: participants other than the sender with no active socket on any instance. */
  messageCreated: {
    message: ChatMessage;
    kind: ConversationKind;
    homeId: number | null;
    recipientIds: number[];
    offlineRecipientIds: number[];
  };
}

export class DomainEventBus {
  private readonly emitter = new EventEmitter();

  on<K extends keyof DomainEvents>(name: K, listener: (payload: DomainEvents[K]) => void | Promise<void>): () => void {
    const wrapped = (payload: DomainEvents[K]) => {
      void Promise.resolve()
        .then(() => listener(payload))
        .catch((err: unknown) => this.onError(err, name));
    };
    this.emitter.on(name, wrapped);
    return () => this.emitter.off(name, wrapped);
  }

  emit<K extends keyof DomainEvents>(name: K, payload: DomainEvents[K]): void {
    this.emitter.emit(name, payload);
  }

  constructor(private readonly onError: (err: unknown, name: string) => void) {}
}
