//! The resolution stack's frames: plain data, so the whole game clones and serializes.

use super::data::CardKind;
use super::event::Nature;
use super::request::{Reason, ReasonBy};
use super::skills::SkillId;
use super::triggers::{Ctx, Timing};
use super::types::{CardId, GeneralId, Phase, Seat, VCard};
use serde::{Deserialize, Serialize};

/// The named steps of a card's `Effect` frame or a skill's `Skill` frame, declared by each module
/// with `steps!`. The frame stores the step's index (`index`); `ALL` lists the steps in that order.
pub(crate) trait Steps: Copy + PartialEq + std::fmt::Debug + 'static {
    /// Every step, in declaration order: a fresh frame is at the first; the last finishes.
    const ALL: &'static [Self];
    /// The step's position in `ALL` (what the frame stores).
    fn index(self) -> u8;
}

/// Declares a module's steps: a fieldless enum with its doc comments and its `Steps` implementation.
///
/// ```text
/// steps! {
///     /// 流离's steps.
///     enum Step {
///         /// Ask for the new target.
///         Ask,
///         /// The target was chosen: ask for the card to pay.
///         Chosen,
///         /// Discard it and move the 杀.
///         Paid,
///     }
/// }
/// ```
macro_rules! steps {
    ($(#[$meta:meta])* enum $name:ident { $($(#[$vmeta:meta])* $variant:ident),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum $name {
            $($(#[$vmeta])* $variant),+
        }

        impl $crate::rules::frames::Steps for $name {
            const ALL: &'static [Self] = &[$($name::$variant),+];
            fn index(self) -> u8 {
                self as u8
            }
        }
    };
}
pub(crate) use steps;

/// The step stored as `index`, as the module's `S` (the last step if out of range, which is a bug).
fn step_at<S: Steps>(index: u8) -> S {
    let all = S::ALL;
    debug_assert!((index as usize) < all.len(), "step {index} out of range for {all:?}");
    match all.get(index as usize) {
        Some(&s) => s,
        None => all[all.len() - 1],
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) enum Frame {
    SelectGenerals(Box<SelectFrame>),
    Turn { seat: Seat, step: TurnStep },
    JudgePhase { seat: Seat, done: Vec<CardId> },
    Delayed(Box<DelayedFrame>),
    DrawPhase { seat: Seat, step: DrawStep },
    PlayPhase { seat: Seat },
    DiscardPhase { seat: Seat, step: DiscardStep },
    Use(Box<UseFrame>),
    Effect(Box<EffectFrame>),
    Nullify(Box<NullifyFrame>),
    Respond(Box<RespondFrame>),
    Damage(Box<DamageFrame>),
    Recover { seat: Seat, amount: i32, source: Option<Seat> },
    LoseHp { seat: Seat, amount: i32 },
    Dying(Box<DyingFrame>),
    Death { seat: Seat, killer: Option<Seat>, step: DeathStep },
    Judge(Box<JudgeFrame>),
    Trigger(Box<TriggerFrame>),
    Skill(Box<SkillFrame>),
}

/// Where a turn is (seed 001: 准备 → 判定 → 摸牌 → 出牌 → 弃牌 → 结束, each with the moments skills
/// listen to).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum TurnStep {
    /// The turn begins (`TurnStart`).
    Start,
    /// Before the phase (`PhaseBegin`): skills may skip it.
    Before(Phase),
    /// The phase starts (`PhaseStart`), unless it is skipped.
    Begin(Phase),
    /// The phase's own business (judging, drawing, playing, discarding).
    Body(Phase),
    /// The phase ends (`PhaseEnd`).
    End(Phase),
    /// The turn is over: the next living seat's turn follows.
    Over,
}

impl TurnStep {
    /// The step after this one.
    pub fn next(self) -> TurnStep {
        match self {
            TurnStep::Start => TurnStep::Before(Phase::ALL[0]),
            TurnStep::Before(p) => TurnStep::Begin(p),
            TurnStep::Begin(p) => TurnStep::Body(p),
            TurnStep::Body(p) => TurnStep::End(p),
            TurnStep::End(p) => TurnStep::after(p),
            TurnStep::Over => TurnStep::Over,
        }
    }
    /// What follows phase `p` (or its skipping): the next phase, or the end of the turn.
    pub fn after(p: Phase) -> TurnStep {
        match Phase::ALL.iter().position(|&x| x == p).and_then(|i| Phase::ALL.get(i + 1)) {
            Some(&n) => TurnStep::Before(n),
            None => TurnStep::Over,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum DrawStep {
    /// How many cards (`DrawCount`: skills may change the number or replace the draw).
    Count,
    /// Draw them.
    Draw,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum DiscardStep {
    /// Ask for the cards above the hand limit.
    Ask,
    /// Discard the chosen cards.
    Discard,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum DeathStep {
    /// The seat dies (`Death` trigger).
    Die,
    /// Its cards are discarded; the win check, rewards and penalties follow.
    Aftermath,
}

/// Where general selection is (the mode runs it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum SelectStep {
    /// Offer the lord its choice.
    #[default]
    OfferLord,
    /// The lord chose.
    LordChose,
    /// Offer the next seat its choice.
    OfferNext,
    /// That seat chose.
    OtherChose,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct SelectFrame {
    pub step: SelectStep,
    pub idx: u8,
    pub order: Vec<Seat>,
    pub offers: Vec<Vec<GeneralId>>,
    pub chosen: Vec<(Seat, GeneralId)>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct DelayedFrame {
    pub seat: Seat,
    pub card: CardId,
    pub kind: CardKind,
    pub step: DelayedStep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum DelayedStep {
    /// The card leaves the judge zone; a 无懈可击 window opens.
    Reveal,
    /// The window's result: nullified, or on to the effect.
    Window,
    /// The effect starts (usually a judgement).
    Judge,
    /// The effect resolves with the judgement's result.
    Resolve,
}

/// What a use carries from the moment it is used to its effect on each target: extra damage (e.g.
/// from 酒) and the nature of the damage it deals (a 火杀 deals fire damage).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct UseData {
    pub extra_damage: i8,
    pub nature: Nature,
}

impl UseData {
    /// A fresh use of a card of `kind`: no extra damage, the card's own damage nature.
    pub fn of(kind: CardKind) -> UseData {
        UseData { extra_damage: 0, nature: kind.rules().nature }
    }
    /// The damage a hit of this use deals: `base` plus the extra.
    pub fn damage(self, base: i32) -> i32 {
        base + self.extra_damage as i32
    }
}

/// A card being used (使用): pay, choose targets, resolve per target, clean up.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct UseFrame {
    pub user: Seat,
    pub card: VCard,
    pub targets: Vec<Seat>,
    /// 借刀杀人's second target (who must be slashed).
    pub extra: Option<Seat>,
    pub step: UseStep,
    pub idx: u8,
    /// Targets on which the card has no effect (bit per target index).
    pub cancelled: u32,
    /// Targets that cannot dodge this 杀 (bit per target index; 铁骑).
    pub undodgeable: u32,
    pub data: UseData,
}

/// Where a use is (seed 001 §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum UseStep {
    /// Pay the card (into its slot, a judge zone or the processing area); `CardUsed` fires.
    Start,
    /// After `CardUsed`: the card's start (五谷丰登 reveals).
    Used,
    /// Per target: 成为目标时 (`BecomeTarget`) fires.
    Target,
    /// Per target: a skill may have moved the target (流离); 指定目标后 (`TargetConfirmed`) fires.
    TargetBecame,
    /// Per target: what `TargetConfirmed` decided (no effect, undodgeable).
    TargetConfirmed,
    /// Per target in order: a 无懈 window (tricks), then the effect; at the end, clean up.
    Resolve,
    /// The 无懈 window's result for the current target.
    Nullified,
}

/// `EffectFrame::flags`: the target may not answer with a 闪.
pub(crate) const EFFECT_UNDODGEABLE: u8 = 1;

/// A card's effect on one target.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct EffectFrame {
    pub kind: CardKind,
    pub user: Seat,
    pub target: Seat,
    pub card: VCard,
    pub extra: Option<Seat>,
    /// The card's own step (its `steps!` enum, read with `at`, set with `goto`).
    pub step: u8,
    /// Card-specific counter (e.g. whose turn it is in a 决斗).
    pub n: i32,
    pub flags: u8,
    pub data: UseData,
}

impl EffectFrame {
    /// The card's step, as its module's `steps!` enum.
    pub fn at<S: Steps>(&self) -> S {
        step_at(self.step)
    }
    /// Moves the card on to step `s`.
    pub fn goto<S: Steps>(&mut self, s: S) {
        self.step = s.index();
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct NullifyFrame {
    pub kind: CardKind,
    pub target: Option<Seat>,
    pub countered: bool,
    /// Whether the seat at `idx` was asked and its answer is due.
    pub asked: bool,
    pub order: Vec<Seat>,
    pub idx: u8,
}

/// Ask `seat` to use or play a card of `pattern`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct RespondFrame {
    pub seat: Seat,
    pub pattern: super::pattern::Pattern,
    /// 使用 (true) or 打出 (false).
    pub using: bool,
    /// Move the card away and log it here; false when the caller uses the card itself (e.g. 借刀杀人).
    pub pay: bool,
    pub reason: Reason,
    /// The card being answered (e.g. the 杀), for equipment that cares.
    pub against: Option<VCard>,
    /// Whom the card is used on (e.g. the dying seat for 桃), for the log.
    pub target: Option<Seat>,
    /// The seat the given card will then be used on (借刀杀人's victim, 青龙偃月刀's target): answers that
    /// could not take it as a target are not offered.
    pub aim: Option<(Seat, super::modifiers::Reach)>,
    pub step: RespondStep,
    /// The card given, while the `CardUsed` trigger runs.
    pub got: Option<VCard>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum RespondStep {
    /// `NeedResponse` fires: an effect may supply the card (八卦阵).
    Trigger,
    /// Ask the seat (if it can answer, or is always asked).
    Ask,
    /// The answer: pay and log the card.
    Answered,
    /// A used card's `CardUsed` trigger is done: hand the card back.
    Used,
}

impl RespondFrame {
    /// Asks for a card named `name` (or of its family).
    pub fn new(seat: Seat, name: CardKind, using: bool, by: ReasonBy, about: Option<Seat>) -> Self {
        let pattern = super::pattern::Pattern::Named(name);
        RespondFrame {
            seat,
            pattern,
            using,
            pay: true,
            reason: Reason { by, about },
            against: None,
            target: None,
            aim: None,
            step: RespondStep::Trigger,
            got: None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct DamageFrame {
    pub source: Option<Seat>,
    pub target: Seat,
    pub amount: i32,
    pub card: Option<VCard>,
    pub nature: Nature,
    pub step: DamageStep,
    /// Passed on along the chain (连环) from another chained seat: it does not pass on again.
    #[serde(default)]
    pub chained: bool,
    /// The other chained seats this damage passes on to once it has resolved (seed 002), in order
    /// from the current player.
    #[serde(default)]
    pub passes_to: Vec<Seat>,
}

/// The damage timings of seed 001 §10, in order.
impl DamageFrame {
    /// The damage this one passes along the chain (连环) once resolved: the same source, amount, card
    /// and nature to each seat in `passes_to`, in that order; none of it passes on again.
    pub fn passed_on(&self) -> Vec<Frame> {
        self.passes_to
            .iter()
            .map(|&target| {
                Frame::Damage(Box::new(DamageFrame {
                    source: self.source,
                    target,
                    amount: self.amount,
                    card: self.card.clone(),
                    nature: self.nature,
                    step: DamageStep::Caused,
                    chained: true,
                    passes_to: Vec::new(),
                }))
            })
            .collect()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum DamageStep {
    /// 造成伤害时 (`DamageCaused`, the source's skills).
    Caused,
    /// 受到伤害时 (`DamageInflicted`, the target's skills).
    Inflicted,
    /// 扣减体力: HP goes down; dying is resolved at once.
    Deduct,
    /// 造成伤害后 (`DamageDone`).
    Done,
    /// 受到伤害后 (`Damaged`).
    Damaged,
    /// Everything has fired.
    Finished,
}

impl DamageStep {
    pub fn next(self) -> DamageStep {
        match self {
            DamageStep::Caused => DamageStep::Inflicted,
            DamageStep::Inflicted => DamageStep::Deduct,
            DamageStep::Deduct => DamageStep::Done,
            DamageStep::Done => DamageStep::Damaged,
            DamageStep::Damaged | DamageStep::Finished => DamageStep::Finished,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct DyingFrame {
    pub seat: Seat,
    pub killer: Option<Seat>,
    pub step: DyingStep,
    pub order: Vec<Seat>,
    pub idx: u8,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum DyingStep {
    /// The seat is dying (`EnterDying`).
    Enter,
    /// `EnterDying` is done.
    Entered,
    /// Ask the next seat in order for a 桃 (or announce the death).
    Ask,
    /// That seat's answer.
    Answered,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum JudgeStep {
    /// Flip the top card (`JudgeRetrial`: skills may replace it).
    Flip,
    /// The result stands (`JudgeDone`).
    Result,
    /// Hand the card back.
    Done,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct JudgeFrame {
    pub seat: Seat,
    pub by: ReasonBy,
    pub card: Option<CardId>,
    pub step: JudgeStep,
    /// Leave the judge card in the processing area for the caller (洛神 keeps black cards).
    pub keep: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct TriggerFrame {
    pub timing: Timing,
    pub ctx: Ctx,
    pub queue: Vec<(Seat, SkillId)>,
    /// Fired between steps of another frame (card losses): hands back this value instead of its context.
    pub restore: Option<Box<super::game::Ret>>,
}

/// A skill (or equipment effect) being invoked.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct SkillFrame {
    pub skill: SkillId,
    pub owner: Seat,
    pub ctx: Ctx,
    /// The skill's own step (its `steps!` enum, read with `at`, set with `goto`).
    pub step: u8,
    pub confirmed: bool,
    /// A counter of the skill's own (e.g. how many seats it has taken from).
    pub n: i32,
    /// Seats the skill's owner chose while it runs (突袭's victims, 流离's new target).
    pub chosen: Vec<Seat>,
}

impl SkillFrame {
    pub fn new(skill: SkillId, owner: Seat, ctx: Ctx, confirmed: bool) -> Self {
        SkillFrame { skill, owner, ctx, step: 0, confirmed, n: 0, chosen: Vec::new() }
    }
    /// The skill's step, as its module's `steps!` enum.
    pub fn at<S: Steps>(&self) -> S {
        step_at(self.step)
    }
    /// Moves the skill on to step `s`.
    pub fn goto<S: Steps>(&mut self, s: S) {
        self.step = s.index();
    }
}

#[cfg(test)]
mod tests {
    use super::{SkillFrame, Steps};
    use crate::rules::skills::SkillId;
    use crate::rules::triggers::Ctx;

    steps! {
        /// Three steps.
        enum Step {
            /// The first.
            First,
            /// The second.
            Second,
            /// The last.
            Last,
        }
    }

    fn frame() -> SkillFrame {
        SkillFrame::new(SkillId::Kurou, 0, Ctx::default(), true)
    }

    #[test]
    fn a_frame_goes_through_named_steps() {
        assert_eq!(Step::ALL, &[Step::First, Step::Second, Step::Last]);
        assert!(Step::ALL.iter().enumerate().all(|(i, s)| s.index() as usize == i));
        let mut f = frame();
        assert_eq!(f.at::<Step>(), Step::First);
        f.goto(Step::Last);
        assert_eq!((f.step, f.at::<Step>()), (2, Step::Last));
        f.goto(Step::Second);
        assert_eq!(f.at::<Step>(), Step::Second);
    }

    #[test]
    #[cfg_attr(debug_assertions, should_panic(expected = "out of range"))]
    fn an_unknown_step_is_the_last() {
        let f = SkillFrame { step: 7, ..frame() };
        assert_eq!(f.at::<Step>(), Step::Last);
    }
}
