// Money in minor units is shared with the check-in's questions (components/checkin-questions).
export * from '@/lib/money';
