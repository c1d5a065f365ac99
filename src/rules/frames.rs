//! The resolution stack's frames: plain data, so the whole game clones and serializes.

use super::data::CardKind;
use super::event::Nature;
use super::request::{Reason, ReasonBy};
use super::skills::SkillId;
use super::triggers::{Ctx, Timing};
use super::types::{CardId, GeneralId, Seat, VCard};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) enum Frame {
    SelectGenerals(Box<SelectFrame>),
    Turn { seat: Seat, step: u8 },
    JudgePhase { seat: Seat, done: Vec<CardId> },
    Delayed(Box<DelayedFrame>),
    DrawPhase { seat: Seat, step: u8 },
    PlayPhase { seat: Seat },
    DiscardPhase { seat: Seat, step: u8 },
    Use(Box<UseFrame>),
    Effect(Box<EffectFrame>),
    Nullify(Box<NullifyFrame>),
    Respond(Box<RespondFrame>),
    Damage(Box<DamageFrame>),
    Recover { seat: Seat, amount: i32, source: Option<Seat> },
    LoseHp { seat: Seat, amount: i32 },
    Dying(Box<DyingFrame>),
    Death { seat: Seat, killer: Option<Seat>, step: u8 },
    Judge(Box<JudgeFrame>),
    Trigger(Box<TriggerFrame>),
    Skill(Box<SkillFrame>),
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub(crate) struct SelectFrame {
    pub step: u8,
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
    pub step: u8,
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
    pub step: u8,
    pub idx: u8,
    /// Targets on which the card has no effect (bit per target index).
    pub cancelled: u32,
    /// Targets that cannot dodge this 杀 (bit per target index; 铁骑).
    pub undodgeable: u32,
    pub data: UseData,
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
    pub step: u8,
    /// Card-specific counter (e.g. whose turn it is in a 决斗).
    pub n: i32,
    pub flags: u8,
    pub data: UseData,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct NullifyFrame {
    pub kind: CardKind,
    pub target: Option<Seat>,
    pub countered: bool,
    pub step: u8,
    pub order: Vec<Seat>,
    pub idx: u8,
}

/// Ask `seat` to use or play a card of `pattern`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct RespondFrame {
    pub seat: Seat,
    pub pattern: CardKind,
    /// 使用 (true) or 打出 (false).
    pub using: bool,
    /// Move the card away and log it here; false when the caller uses the card itself (e.g. 借刀杀人).
    pub pay: bool,
    pub reason: Reason,
    /// The card being answered (e.g. the 杀), for equipment that cares.
    pub against: Option<VCard>,
    /// Whom the card is used on (e.g. the dying seat for 桃), for the log.
    pub target: Option<Seat>,
    pub step: u8,
    /// The card given, while the `CardUsed` trigger runs.
    pub got: Option<VCard>,
}

impl RespondFrame {
    pub fn new(seat: Seat, pattern: CardKind, using: bool, by: ReasonBy, about: Option<Seat>) -> Self {
        RespondFrame {
            seat,
            pattern,
            using,
            pay: true,
            reason: Reason { by, about },
            against: None,
            target: None,
            step: 0,
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
    pub step: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct DyingFrame {
    pub seat: Seat,
    pub killer: Option<Seat>,
    pub step: u8,
    pub order: Vec<Seat>,
    pub idx: u8,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub(crate) struct JudgeFrame {
    pub seat: Seat,
    pub by: ReasonBy,
    pub card: Option<CardId>,
    pub step: u8,
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
    pub step: u8,
    pub confirmed: bool,
    pub n: i32,
}
