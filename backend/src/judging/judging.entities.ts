import { EventJudging } from './event-judging.entity.js';
import { JudgeAssignment } from './judge-assignment.entity.js';
import { JudgeConflict } from './judge-conflict.entity.js';
import { ScoreSheet } from './score-sheet.entity.js';
import { Winner } from './results/winner.entity.js';

/** Registered by JudgingModule. */
export const JUDGING_ENTITIES = [EventJudging, JudgeAssignment, JudgeConflict, ScoreSheet, Winner];
