//! Judgement (判定, seed 001 §3): the top card of the deck is shown; its suit, colour and rank decide.
//! Skills may replace the judge card (`Timing::JudgeRetrial`) or take it afterwards (`Timing::JudgeDone`);
//! otherwise it goes to the discard pile.

use super::event::{Event, MoveReason};
use super::frames::*;
use super::game::{Game, Ret};
use super::request::ReasonBy;
use super::triggers::{Ctx, JudgeData, Timing, TimingData};
use super::types::{CardId, Seat, Zone};

impl Game {
    /// A judgement whose card stays in the processing area for the caller to take or discard.
    pub(crate) fn push_judge_keep(&mut self, seat: Seat, by: ReasonBy) {
        self.stack.push(Frame::Judge(Box::new(JudgeFrame { seat, by, card: None, step: JudgeStep::Flip, keep: true })));
    }

    pub(crate) fn push_judge(&mut self, seat: Seat, by: ReasonBy) {
        self.stack.push(Frame::Judge(Box::new(JudgeFrame {
            seat,
            by,
            card: None,
            step: JudgeStep::Flip,
            keep: false,
        })));
    }

    /// Whether a judge card counts as the good result for what is being judged.
    pub(crate) fn judge_good(&self, by: ReasonBy, card: CardId) -> bool {
        match by {
            ReasonBy::Card(kind) => super::cards::judge_good(kind, card),
            ReasonBy::Skill(skill) => skill.judge_good(card),
            _ => true,
        }
    }

    pub(crate) fn run_judge(&mut self, mut f: Box<JudgeFrame>) {
        match f.step {
            JudgeStep::Flip => {
                let Some(card) = self.reveal_top() else {
                    return;
                };
                self.emit(Event::Judgement { seat: f.seat, card, reason: f.by });
                f.card = Some(card);
                f.step = JudgeStep::Result;
                let c = Ctx::new(Timing::JudgeRetrial, TimingData::Judge(JudgeData { seat: f.seat, card }));
                self.stack.push(Frame::Judge(f));
                self.trigger(c);
            }
            JudgeStep::Result => {
                let ctx = self.take_ctx();
                debug_assert!(ctx.judge().is_some(), "a judgement expects its judge data back");
                let card = ctx.judge().map(|d| d.card).or(f.card).unwrap_or(CardId(0));
                f.card = Some(card);
                let good = self.judge_good(f.by, card);
                // A delayed trick hurts the judged seat when the card is bad for it; every other
                // judgement is asked for by the judged seat's own armour or skill.
                let effect = match f.by {
                    ReasonBy::Card(kind) if kind.is_delayed() => !good,
                    _ => good,
                };
                self.emit(Event::JudgementResult { seat: f.seat, card, reason: f.by, effect });
                f.step = JudgeStep::Done;
                let c = Ctx::new(Timing::JudgeDone, TimingData::Judge(JudgeData { seat: f.seat, card }));
                self.stack.push(Frame::Judge(f));
                self.trigger(c);
            }
            JudgeStep::Done => {
                self.take_ret();
                let Some(card) = f.card else { return };
                if !f.keep && self.processing.contains(&card) {
                    self.move_cards(Zone::Processing, &[card], Zone::Discard, MoveReason::Judge);
                }
                self.ret = Ret::Judge(card);
            }
        }
    }
}
