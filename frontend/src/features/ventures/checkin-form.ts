// The check-in's questions are shared with the applicants' follow-up survey (components/checkin-questions).
export * from '@/components/checkin-questions/checkin-body';
