/** A project's team with display names (profile name, else first and last name, else email); owner first. */
export const TEAM_MEMBERS_SQL = `
  select m.user_id, m.role,
    coalesce(nullif(trim(pr.name), ''), nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), ''), u.email) as name
  from project_members m join users u on u.id = m.user_id left join profiles pr on pr.user_id = m.user_id
  where m.project_id = ? order by m.role = 'owner' desc, m.joined_at, m.user_id`;
