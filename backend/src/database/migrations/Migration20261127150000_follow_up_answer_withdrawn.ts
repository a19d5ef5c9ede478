import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 29: withdrawing 'May we ask you in 6 months how your idea went?' after answering keeps the
 * answer as given but sets it aside, so insights no longer counts it.
 */
export class Migration20261127150000_follow_up_answer_withdrawn extends Migration {
  override up(): void {
    this.addSql('alter table application_follow_ups add column answer_withdrawn_at timestamptz null');
  }

  override down(): void {
    this.addSql('alter table application_follow_ups drop column answer_withdrawn_at');
  }
}
