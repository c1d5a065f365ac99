//! Trigger timings and their context. Skills and equipment register for timings (see `skills`);
//! simultaneous triggers resolve for the current-turn player first, then in seat order; a player with
//! several triggers at one timing chooses their order.

use super::data::CardKind;
use super::event::Nature;
use super::frames::{Frame, SkillFrame, TriggerFrame};
use super::game::{Game, Ret};
use super::request::{Choice, Reason, ReasonBy, Request, RequestKind, Rule};
use super::skills::SkillId;
use super::types::{CardId, Phase, Seat, VCard};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Timing {
    #[default]
    None,
    TurnStart,
    /// Before a phase begins (`phase`); setting `cancelled` skips it (e.g. 克己 skips the discard phase).
    PhaseBegin,
    PhaseStart,
    PhaseEnd,
    /// 摸牌阶段: `amount` is how many cards will be drawn; `cancelled` replaces the draw (e.g. 突袭).
    DrawCount,
    /// A card was used (after paying, before targets resolve).
    CardUsed,
    /// 成为目标时: `target` becomes a target of `source`'s `card`; a skill may set another `target`
    /// (e.g. 流离 moves a 杀 on).
    BecomeTarget,
    /// 指定目标后: once per target (`source` used `card` on `target`); `force` makes a 杀 undodgeable.
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
    /// `target` just lost the last card of its hand.
    LostLastHandCard,
    /// `target` just lost `card` from its equipment area.
    LostEquip,
}

impl Timing {
    pub const ALL: [Timing; 24] = [
        Timing::TurnStart,
        Timing::PhaseBegin,
        Timing::PhaseStart,
        Timing::PhaseEnd,
        Timing::DrawCount,
        Timing::CardUsed,
        Timing::BecomeTarget,
        Timing::TargetConfirmed,
        Timing::SlashEffect,
        Timing::NeedResponse,
        Timing::SlashDodged,
        Timing::DamageCaused,
        Timing::DamageInflicted,
        Timing::DamageDone,
        Timing::Damaged,
        Timing::Recovered,
        Timing::HpLost,
        Timing::EnterDying,
        Timing::Death,
        Timing::JudgeRetrial,
        Timing::JudgeDone,
        Timing::LostLastHandCard,
        Timing::LostEquip,
        Timing::None,
    ];
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
    /// Several seats (e.g. an active skill's targets).
    pub targets: Vec<Seat>,
    /// Cards chosen for an active skill.
    pub cards: Vec<CardId>,
    /// Whether the card was used (使用) rather than played (打出), for `NeedResponse`.
    pub using: bool,
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
            self.stack.push(Frame::Trigger(Box::new(TriggerFrame { timing: ctx.timing, ctx, queue, restore: None })));
        }
    }

    fn trigger_queue(&self, timing: Timing) -> Vec<(Seat, SkillId)> {
        let mut q = Vec::new();
        if self.players.is_empty() {
            return q;
        }
        let equipment_listens = super::skills::equipment_listens(timing);
        if !equipment_listens && self.players.iter().all(|p| p.skills.is_empty()) {
            return q;
        }
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
        // The owner's answer to "which first?" when several of its triggers were ready.
        if let Some(Answer::Choice(i)) = self.answer.take()
            && let Some(Request { kind: RequestKind::ChooseOption { options }, .. }) = self.take_asked()
            && let Some(Choice::Skill(chosen)) = options.get(i as usize)
            && let Some(pos) =
                f.queue.iter().rposition(|&(s, k)| k == *chosen && Some(s) == f.queue.last().map(|x| x.0))
        {
            let item = f.queue.remove(pos);
            f.queue.push(item);
            return self.start_skill(f, true);
        }
        while let Some(&(owner, skill)) = f.queue.last() {
            if !self.is_alive(owner) || !self.has_skill(owner, skill) || !skill.can_trigger(self, owner, &f.ctx) {
                f.queue.pop();
                continue;
            }
            // Several ready triggers of the same owner: the owner picks the order.
            let ready: Vec<SkillId> = f
                .queue
                .iter()
                .rev()
                .take_while(|(s, _)| *s == owner)
                .filter(|&&(s, k)| self.has_skill(s, k) && k.can_trigger(self, s, &f.ctx))
                .map(|&(_, k)| k)
                .collect();
            if ready.len() > 1 {
                let options = ready.into_iter().map(Choice::Skill).collect();
                let req = Request {
                    seat: owner,
                    kind: RequestKind::ChooseOption { options },
                    reason: Reason { by: ReasonBy::Rule(Rule::TriggerOrder), about: None },
                };
                self.ask(Frame::Trigger(f), req);
                return;
            }
            return self.start_skill(f, false);
        }
        self.ret = match f.restore {
            Some(r) => *r,
            None => Ret::Ctx(Box::new(f.ctx)),
        };
    }

    /// Fires a trigger between the steps of another frame, leaving the hand-back register as it was.
    pub(crate) fn trigger_detached(&mut self, ctx: Ctx) {
        let queue = self.trigger_queue(ctx.timing);
        if queue.is_empty() {
            return;
        }
        let saved = std::mem::take(&mut self.ret);
        let f = TriggerFrame { timing: ctx.timing, ctx, queue, restore: Some(Box::new(saved)) };
        self.stack.push(Frame::Trigger(Box::new(f)));
    }

    /// Runs the skill at the end of the queue above the trigger frame.
    fn start_skill(&mut self, mut f: Box<TriggerFrame>, _chosen: bool) {
        let Some((owner, skill)) = f.queue.pop() else { return };
        let ctx = f.ctx.clone();
        self.stack.push(Frame::Trigger(f));
        self.stack.push(Frame::Skill(Box::new(SkillFrame { skill, owner, ctx, step: 0, confirmed: false, n: 0 })));
    }
}

use super::request::Answer;
