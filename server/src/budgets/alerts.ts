/**
 * Budget alerts at 50, 80 and 100 %: after an acceptance is recorded, each budget it was charged to that has
 * reached a new level in its period raises an alert once (the row is the "once"), shown in the portal and
 * mailed through the outbox to the organisation's admins and the cost centre's owner when that is an address.
 */
import Decimal from 'decimal.js';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { ALERT_LEVELS } from '#portal-contract/budgets';
import { enqueueMail, type Mail } from '../approvals/outbox';
import type { BudgetsTable } from '../db/budget-tables';
import type { Tables } from '../db/schema';
import { periodOf, todayOf } from './periods';
import { spendOf, type Spend } from './spend';

type Db = Kysely<Tables> | Transaction<Tables>;
export type BudgetRow = Selectable<BudgetsTable>;

/** A budget's figures in the period that holds `today`. */
export async function budgetSpend(db: Db, budget: BudgetRow, today: string) {
  const period = periodOf(budget.period, budget.starts_on, today);
  const range = { from: period.start, to: period.end };
  const spend: Spend = await spendOf(
    db,
    budget.organisation,
    budget.project_id !== null
      ? { projectId: budget.project_id, ...range }
      : { costCentreId: budget.cost_centre_id ?? '', ...range },
    budget.amount,
    budget.currency,
  );
  return { period, ...spend };
}

export const levelsReached = (shareUsed: string) =>
  ALERT_LEVELS.filter((level) => new Decimal(shareUsed).greaterThanOrEqualTo(level));

function alertMail(to: string, budget: BudgetRow, level: number, committed: string, link: string): Mail {
  const money = (locale: string, amount: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: budget.currency }).format(amount as unknown as number);
  return {
    to,
    subject: `Budget ${budget.name}: ${level} % used / ${level} % verbraucht`,
    body: [
      `The budget ${budget.name} has reached ${level} %: ${money('en', committed)} committed of ${money('en', budget.amount)}.`,
      `Das Budget ${budget.name} ist zu ${level} % verbraucht: ${money('de', committed)} von ${money('de', budget.amount)} gebunden.`,
      link,
    ].join('\n\n'),
  };
}

/** The alerts an acceptance raised: true when e-mails were written. */
export async function raiseAlerts(
  trx: Transaction<Tables>,
  organisation: string,
  quoteId: string,
  options: { now: Date; publicUrl: string },
): Promise<boolean> {
  // The budgets of the acceptance's project and cost centre, in one statement.
  const budgets = await trx
    .selectFrom('budgets')
    .innerJoin('quote_acceptances as charged', (join) => join.on('charged.quote_id', '=', quoteId))
    .selectAll('budgets')
    .where('budgets.organisation', '=', organisation)
    .where((eb) =>
      eb.or([
        eb('budgets.project_id', '=', eb.ref('charged.project_id')),
        eb('budgets.cost_centre_id', '=', eb.ref('charged.cost_centre_id')),
      ]),
    )
    .execute();
  if (budgets.length === 0) return false;
  const today = todayOf(options.now);
  const mails: Mail[] = [];
  for (const budget of budgets) {
    const spend = await budgetSpend(trx, budget, today);
    const levels = levelsReached(spend.figures.shareUsed);
    if (levels.length === 0) continue;
    const raised = await trx
      .insertInto('budget_alerts')
      .values(
        levels.map((level) => ({
          budget_id: budget.id,
          period_start: spend.period.start,
          level,
          committed: spend.figures.committed,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .returning('level')
      .execute();
    const top = Math.max(0, ...raised.map((r) => r.level));
    if (top === 0) continue;
    const owner = budget.cost_centre_id
      ? await trx.selectFrom('cost_centres').select('owner').where('id', '=', budget.cost_centre_id).executeTakeFirst()
      : undefined;
    const admins = await trx
      .selectFrom('portal_users')
      .select('email')
      .where('organisation', '=', organisation)
      .where((eb) => eb(eb.val('admin'), '=', eb.fn.any('roles')))
      .execute();
    const recipients = new Set([...admins.map((a) => a.email), ...(owner ? [owner.owner] : [])]);
    for (const to of recipients)
      mails.push(alertMail(to, budget, top, spend.figures.committed, `${options.publicUrl}/budgets`));
  }
  await enqueueMail(trx, mails);
  return mails.some((m) => m.to.includes('@'));
}
