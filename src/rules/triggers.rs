//! Trigger timings and their context. Skills and equipment register for timings (see `skills`);
//! simultaneous triggers resolve for the current-turn player first, then in seat order.

use super::data::CardKind;
use super::event::Nature;
use super::frames::{Frame, SkillFrame, TriggerFrame};
use super::game::{Game, Ret};
use super::types::{CardId, Phase, Seat, VCard};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Timing {
    #[default]
    None,
    TurnStart,
    PhaseStart,
    PhaseEnd,
    /// 摸牌阶段: `amount` is how many cards will be drawn (skills may change it or take over).
    DrawCount,
    /// A card was used (after paying, before targets resolve).
    CardUsed,
    /// 指定目标后: once per target (`source` used `card` on `target`).
    TargetConfirmed,
    /// A 杀 is about to take effect on `target`; setting `cancelled` makes it have no effect.
    SlashEffect,
    /// `target` must use/play a `pattern` card; a trigger may supply it in `provided`.
    NeedResponse,
    /// `source`'s 杀 on `target` was dodged; setting `force` makes it hit anyway.
    SlashDodged,
    /// 造成伤害时 (source) — may change `amount` or prevent (`cancelled`).
    DamageCaused,
    /// 受到伤害时 (target).
    DamageInflicted,
    /// 造成伤害后 (source).
    DamageDone,
    /// 受到伤害后 (target).
    Damaged,
    Recovered,
    HpLost,
    EnterDying,
    Death,
    /// A judgement card is showing (`judge`): skills may replace it (改判).
    JudgeRetrial,
    /// A judgement took effect; skills may take the card (e.g. 天妒).
    JudgeDone,
}

/// What a timing is about. Fields unused by a timing stay at their defaults.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Ctx {
    pub timing: Timing,
    pub source: Option<Seat>,
    pub target: Option<Seat>,
    pub card: Option<VCard>,
    pub amount: i32,
    pub nature: Option<Nature>,
    pub cancelled: bool,
    pub force: bool,
    pub provided: Option<VCard>,
    pub pattern: Option<CardKind>,
    pub judge: Option<CardId>,
    pub phase: Option<Phase>,
}

impl Ctx {
    pub fn new(timing: Timing) -> Self {
        Ctx { timing, ..Default::default() }
    }
}

impl Game {
    /// Fires `ctx.timing`. The resulting context is handed back in `ret` (read it with `take_ctx`).
    /// When nobody listens no frame is pushed and the context is returned at once.
    pub(crate) fn trigger(&mut self, ctx: Ctx) {
        let queue = self.trigger_queue(ctx.timing);
        if queue.is_empty() {
            self.ret = Ret::Ctx(Box::new(ctx));
        } else {
            self.ret = Ret::None;
            self.stack.push(Frame::Trigger(Box::new(TriggerFrame { timing: ctx.timing, ctx, queue })));
        }
    }

    fn trigger_queue(&self, timing: Timing) -> Vec<(Seat, super::skills::SkillId)> {
        let mut q = Vec::new();
        if self.players.is_empty() {
            return q;
        }
        let equipment_listens = super::skills::equipment_listens(timing);
        for s in self.alive_iter(self.turn.seat) {
            if !equipment_listens && self.players[s as usize].skills.is_empty() {
                continue;
            }
            self.for_each_skill(s, |sk| {
                if sk.listens(timing) {
                    q.push((s, sk));
                }
            });
        }
        // Pop from the end: reverse so the current player goes first.
        q.reverse();
        q
    }

    pub(crate) fn run_trigger(&mut self, mut f: Box<TriggerFrame>) {
        while let Some((owner, skill)) = f.queue.pop() {
            if !self.is_alive(owner) || !self.has_skill(owner, skill) || !skill.can_trigger(self, owner, &f.ctx) {
                continue;
            }
            let ctx = f.ctx.clone();
            self.stack.push(Frame::Trigger(f));
            self.stack.push(Frame::Skill(Box::new(SkillFrame { skill, owner, ctx, step: 0, confirmed: false, n: 0 })));
            return;
        }
        self.ret = Ret::Ctx(Box::new(f.ctx));
    }
}
