import type { Db } from '../db/db.js';
import { createMessage } from '../domains/messages/messages.write.js';

const NOTIFICATIONS = [
  {
    title: 'Negociação aguardando conclusão',
    content: 'A negociação 1024 da Loja Central teve a verba aprovada e aguarda sua conclusão.',
    link: '/sales/negotiations',
    param: 'mode=edit&id=1024&modeSave=conclude',
    module: 'DEAL_BUDGET',
  },
  {
    title: 'VPC aprovado',
    content: 'O VPC 311 (campanha de verão) foi aprovado pelo gerente regional.',
    link: null,
    param: null,
    module: 'VPCAP',
  },
  {
    title: 'Bem-vindo ao Balcão',
    content: 'Configure aqui como deseja receber as notificações de cada processo.',
    link: null,
    param: null,
    module: null,
  },
];

/** A few notifications for every demo user and two board messages from the administrator. */
export async function seedMessaging(db: Db) {
  const { rows: users } = await db.query<{ id: number; user_name: string }>(
    'select id, user_name from users order by id',
  );
  for (const u of users)
    for (const [i, n] of NOTIFICATIONS.entries()) {
      const body = await db.query<{ id: number }>(
        `insert into notification_bodies (title, content, link, param, module, created_at)
         values ($1, $2, $3, $4, $5, now() - ($6::int * interval '1 hour')) returning id`,
        [n.title, n.content, n.link, n.param, n.module, i],
      );
      await db.query(
        `insert into notifications (user_id, body_id, type, start_date, visible_at)
         values ($1, $2, 'INFO', now() - ($3::int * interval '1 hour'), now() - ($3::int * interval '1 hour'))`,
        [u.id, body.rows[0]!.id, i],
      );
    }
  const admin = users.find((u) => u.user_name === 'admin');
  if (!admin) return;
  await createMessage(db, Number(admin.id), {
    subject: 'Campanha de verão',
    content:
      '<p>A campanha de verão começa na <strong>segunda-feira</strong>. Confira a nova tabela de preços antes de fechar pedidos.</p>',
    type: 0,
    active: true,
    pinned: true,
    allUsers: true,
  });
  await createMessage(db, Number(admin.id), {
    subject: 'Manutenção programada',
    content: '<p>O sistema ficará indisponível no sábado das 22h às 23h para manutenção.</p>',
    type: 0,
    active: true,
    allUsers: true,
  });
}
