//! Trigger timings and their context. Skills and equipment register for timings (see `skills`);
//! simultaneous triggers resolve for the current-turn player first, then in seat order; a player with
//! several triggers at one timing chooses their order.

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

/// What a timing is about: one kind of data per group of timings (seed 001 §10's damage timings share
/// [`DamageData`], the use timings [`CardData`] …). A trigger reads and changes only its own kind.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub enum TimingData {
    #[default]
    None,
    /// `TurnStart`, `PhaseBegin`, `PhaseStart`, `PhaseEnd`.
    Phase(PhaseData),
    /// `DrawCount`.
    Draw(DrawData),
    /// `CardUsed`, `BecomeTarget`, `TargetConfirmed`, `SlashEffect`, `SlashDodged`.
    Card(CardData),
    /// `NeedResponse`.
    Need(NeedData),
    /// `DamageCaused`, `DamageInflicted`, `DamageDone`, `Damaged`.
    Damage(DamageData),
    /// `Recovered`, `HpLost`.
    Hp(HpData),
    /// `EnterDying`, `Death`.
    Life(LifeData),
    /// `JudgeRetrial`, `JudgeDone`.
    Judge(JudgeData),
    /// `LostLastHandCard`, `LostEquip`.
    Lost(LostData),
    /// Not a timing: a play-phase activation's choices (制衡's cards, 离间's seats …).
    Active(ActiveData),
}

/// A turn or one of its phases.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PhaseData {
    /// Whose turn it is.
    pub seat: Seat,
    /// The phase (none at `TurnStart`).
    pub phase: Option<Phase>,
    /// At `PhaseBegin`: skip the phase (克己 skips the discard phase).
    pub skip: bool,
}

/// The draw phase's draw.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrawData {
    pub seat: Seat,
    /// How many cards will be drawn.
    pub amount: i32,
    /// The draw is replaced by something else (突袭): nothing is drawn.
    pub replaced: bool,
}

/// A card used by `user`, at one of its targets (`target`, none at `CardUsed`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CardData {
    pub user: Seat,
    pub target: Option<Seat>,
    pub card: VCard,
    /// The card has no effect on the target (仁王盾, 寒冰剑's prevention).
    pub cancelled: bool,
    /// The 杀 cannot be dodged, or hits although dodged (铁骑, 贯石斧).
    pub force: bool,
}

/// `seat` must use or play a card of `pattern`; an effect may supply it (八卦阵, 激将, 护驾).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NeedData {
    pub seat: Seat,
    pub pattern: super::pattern::Pattern,
    /// Who asks (the 杀's user for a 闪 …), if anyone.
    pub asker: Option<Seat>,
    /// The card being answered, if any.
    pub against: Option<VCard>,
    /// The card supplied by an effect.
    pub provided: Option<VCard>,
}

/// Damage (seed 001 §10).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DamageData {
    pub source: Option<Seat>,
    pub target: Seat,
    pub card: Option<VCard>,
    pub amount: i32,
    pub nature: Nature,
    /// The damage is prevented.
    pub cancelled: bool,
    /// Passed along the chain (连环) from another seat: not the card's own damage (寒冰剑, 麒麟弓 and
    /// 裸衣 do not apply to it).
    pub chained: bool,
}

/// HP recovered or lost.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct HpData {
    pub seat: Seat,
    /// Who made it recover (none for a loss).
    pub source: Option<Seat>,
    pub amount: i32,
}

/// A seat is dying or dies.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LifeData {
    pub seat: Seat,
    /// Whose damage brought it down, if any.
    pub killer: Option<Seat>,
}

/// A judgement card showing or taking effect.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct JudgeData {
    /// Who judges.
    pub seat: Seat,
    /// The judgement card (改判 replaces it).
    pub card: CardId,
}

/// A seat lost the last card of its hand, or an equipment card.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct LostData {
    pub seat: Seat,
    /// The equipment card lost (`LostEquip`).
    pub card: Option<CardId>,
}

/// What a play-phase activation was given.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ActiveData {
    pub targets: Vec<Seat>,
    pub cards: Vec<CardId>,
}

/// A timing and what it is about.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Ctx {
    pub timing: Timing,
    pub data: TimingData,
}

macro_rules! ctx_accessors {
    ($($get:ident $get_mut:ident $variant:ident $ty:ident;)*) => {
        impl Ctx {
            $(
                #[doc = concat!("The data of a `", stringify!($variant), "` timing, if this is one.")]
                pub fn $get(&self) -> Option<&$ty> {
                    match &self.data {
                        TimingData::$variant(d) => Some(d),
                        _ => None,
                    }
                }
                #[doc = concat!("The data of a `", stringify!($variant), "` timing, to change it.")]
                pub fn $get_mut(&mut self) -> Option<&mut $ty> {
                    match &mut self.data {
                        TimingData::$variant(d) => Some(d),
                        _ => None,
                    }
                }
            )*
        }
    };
}

ctx_accessors! {
    phase phase_mut Phase PhaseData;
    draw draw_mut Draw DrawData;
    card card_mut Card CardData;
    need need_mut Need NeedData;
    damage damage_mut Damage DamageData;
    hp hp_mut Hp HpData;
    life life_mut Life LifeData;
    judge judge_mut Judge JudgeData;
    lost lost_mut Lost LostData;
    active active_mut Active ActiveData;
}

impl Ctx {
    pub fn new(timing: Timing, data: TimingData) -> Self {
        Ctx { timing, data }
    }

    /// A card timing: `user`'s `card`, at `target` (none at `CardUsed`).
    pub fn card_use(timing: Timing, user: Seat, target: Option<Seat>, card: VCard) -> Self {
        Ctx::new(timing, TimingData::Card(CardData { user, target, card, cancelled: false, force: false }))
    }

    /// Who acts and who is acted on at this timing (either may be absent): the user and target of a
    /// card, the source and victim of damage, the seat whose phase it is …
    pub fn parties(&self) -> (Option<Seat>, Option<Seat>) {
        match &self.data {
            TimingData::None => (None, None),
            TimingData::Phase(d) => (Some(d.seat), None),
            TimingData::Draw(d) => (Some(d.seat), None),
            TimingData::Card(d) => (Some(d.user), d.target),
            TimingData::Need(d) => (d.asker, Some(d.seat)),
            TimingData::Damage(d) => (d.source, Some(d.target)),
            TimingData::Hp(d) => (d.source, Some(d.seat)),
            TimingData::Life(d) => (d.killer, Some(d.seat)),
            TimingData::Judge(d) => (None, Some(d.seat)),
            TimingData::Lost(d) => (None, Some(d.seat)),
            TimingData::Active(d) => (None, d.targets.first().copied()),
        }
    }

    /// The other party to `owner` at this timing: the one acted on, or the actor when `owner` is acted on.
    pub fn other_party(&self, owner: Seat) -> Option<Seat> {
        let (actor, acted_on) = self.parties();
        acted_on.filter(|&t| t != owner).or(actor.filter(|&s| s != owner))
    }

    /// Whether this is `seat`'s phase `phase` (`PhaseBegin`/`PhaseStart`/`PhaseEnd`).
    pub fn is_phase_of(&self, seat: Seat, phase: Phase) -> bool {
        self.phase().is_some_and(|d| d.seat == seat && d.phase == Some(phase))
    }
}

impl Game {
    /// Fires `ctx.timing`. The resulting context is handed back in `ret` (read it with `take_ctx`).
    /// When nobody listens no frame is pushed and the context is returned at once.
    pub(crate) fn trigger(&mut self, ctx: Ctx) {
        let queue = self.trigger_queue(ctx.timing);
        if queue.is_empty() {
            self.ret = Ret::Ctx(ctx);
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
            let p = &self.players[s as usize];
            if p.skills.is_empty() && (!equipment_listens || p.equip.iter().all(Option::is_none)) {
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
            None => Ret::Ctx(f.ctx),
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
        self.stack.push(Frame::Skill(Box::new(SkillFrame::new(skill, owner, ctx, false))));
    }
}

use super::request::Answer;
