//! What a skill (or an equipment effect) *is*, declared in one place: each skill module has one
//! `pub(crate) const DEF: SkillDef` next to its effect code, and [`SkillId::def`] is an exhaustive
//! match from id to definition (no default arm: a new `SkillId` without a definition does not compile).
//!
//! A definition names the timings the skill listens to, its tags (锁定技, 主公技 …), how it asks its
//! owner, the functions that decide and run it, the cards it converts, the modifiers it contributes
//! and a hint for the AI. Everything left out takes the neutral value of [`SkillDef::NONE`].

use super::super::data::CardKind;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::request::{CardSource, PlayOption};
use super::super::triggers::{Ctx, Timing};
use super::super::types::{CardId, Seat, VCard};

/// Skill tags (seed 002's skill kinds) and a few engine properties, as a bit set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Tags(u16);

impl Tags {
    pub const NONE: Tags = Tags(0);
    /// 锁定技: applies without asking.
    pub const COMPULSORY: Tags = Tags(1);
    /// 主公技: works only while its owner is the lord (in modes that have one).
    pub const LORD: Tags = Tags(1 << 1);
    /// 限定技: once per game.
    pub const LIMITED: Tags = Tags(1 << 2);
    /// 觉醒技: wakes once when its condition holds.
    pub const AWAKENING: Tags = Tags(1 << 3);
    /// 阵法技 (国战 formations).
    pub const FORMATION: Tags = Tags(1 << 4);
    /// 主将技: only while the general is the main general (国战).
    pub const MAIN_GENERAL: Tags = Tags(1 << 5);
    /// 副将技: only while the general is the deputy general (国战).
    pub const DEPUTY_GENERAL: Tags = Tags(1 << 6);
    /// An equipment card's effect, not a general's skill.
    pub const EQUIPMENT: Tags = Tags(1 << 7);
    /// An armour's effect: switched off by effects that ignore armour (青釭剑).
    pub const ARMOR: Tags = Tags(1 << 8);
    /// A play-phase activation usable once per play phase (出牌阶段限一次).
    pub const ONCE_PER_PHASE: Tags = Tags(1 << 9);
    /// A card this skill makes cannot be answered by 无懈可击 (离间's 决斗).
    pub const UNNULLIFIABLE: Tags = Tags(1 << 10);
    /// A card this skill makes comes from another player, who is asked when it is used (激将).
    pub const SUPPLIED_BY_OTHERS: Tags = Tags(1 << 11);

    pub const fn with(self, other: Tags) -> Tags {
        Tags(self.0 | other.0)
    }
    pub const fn has(self, other: Tags) -> bool {
        self.0 & other.0 == other.0
    }
}

/// How a triggered skill asks its owner before it takes effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// "Invoke it?" first; the invocation is announced when accepted.
    Ask,
    /// Compulsory: never asks; announced when it takes effect.
    Never,
    /// Asks through its own request (a card choice, a response …) and announces nothing by itself.
    OwnRequest,
    /// Asks at this timing only; takes effect without asking at its other timings.
    AskAt(Timing),
}

/// How the AI answers "invoke it?" for this skill (strategy for the rest lives in the AI).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AiConfirm {
    /// Always worth invoking.
    Yes,
    /// Never worth invoking (寒冰剑: the AI prefers the damage).
    No,
    /// Worth invoking when the other party is an enemy (or there is none).
    AgainstFoe,
    /// The AI weighs this one with a rule of its own.
    Weigh,
}

/// Values a skill changes while its owner has it (seed 001: distance, attack range and the rest).
#[derive(Clone, Copy)]
pub struct Modifiers {
    /// Added to the distance the owner counts to others.
    pub distance_from: i32,
    /// Added to the distance others count to the owner.
    pub distance_to: i32,
    /// The owner may use any number of 杀 in the play phase.
    pub unlimited_slash: bool,
    /// The owner's tricks have no distance limit (奇才).
    pub tricks_ignore_distance: bool,
    /// How many 闪 the owner's 杀 needs and how many 杀 each answer in its 决斗 needs (无双: 2).
    pub responses_needed: u8,
    /// Extra targets the owner's card may take (方天画戟).
    pub extra_targets: Option<fn(&Game, Seat, &VCard) -> u8>,
    /// The owner's card ignores the target's armour (青釭剑).
    pub ignores_armor: Option<fn(&VCard) -> bool>,
    /// The owner cannot be chosen as a target of a card of this kind (空城, 谦逊).
    pub blocks_target: Option<fn(&Game, Seat, CardKind) -> bool>,
    /// Extra recovery when the second seat uses a 桃 on the dying owner (救援).
    pub peach_bonus: Option<fn(&Game, Seat, Seat) -> i32>,
    /// Whoever has the owner in attack range must choose only the owner as a 杀 target (同疾).
    pub draws_slashes: Option<fn(&Game, Seat) -> bool>,
}

impl Modifiers {
    pub const NONE: Modifiers = Modifiers {
        distance_from: 0,
        distance_to: 0,
        unlimited_slash: false,
        tricks_ignore_distance: false,
        responses_needed: 1,
        extra_targets: None,
        ignores_armor: None,
        blocks_target: None,
        peach_bonus: None,
        draws_slashes: None,
    };
}

/// A conversion: (game, owner, card kind wanted, asked from the owner's own play phase).
pub type ConversionFn = fn(&Game, Seat, CardKind, bool) -> Option<CardSource>;

/// Everything about one skill or equipment effect.
#[derive(Clone, Copy)]
pub struct SkillDef {
    pub tags: Tags,
    /// The trigger timings it listens to, as a bit set (see [`timings`]).
    pub timings: u32,
    pub confirm: Confirm,
    /// Whether it may trigger for this owner and context (only asked at the timings it listens to).
    pub can_trigger: fn(&Game, Seat, &Ctx) -> bool,
    /// Its effect, once confirmed; it must end by calling `skills::done`.
    pub(crate) run: fn(&mut Game, Box<SkillFrame>),
    /// A conversion (将A当B使用) the owner may use to produce a card of a kind; the flag says whether
    /// it is asked from the owner's own play phase.
    pub conversion: Option<ConversionFn>,
    /// A play-phase activation (制衡, 仁德 …), if one is possible now.
    pub play_option: Option<fn(&Game, Seat) -> Option<PlayOption>>,
    /// Whether a judgement made for this skill is its good result.
    pub judge_good: fn(CardId) -> bool,
    pub modifiers: Modifiers,
    pub ai: AiConfirm,
}

fn never(_: &Game, _: Seat, _: &Ctx) -> bool {
    false
}

fn always_good(_: CardId) -> bool {
    true
}

impl SkillDef {
    /// A skill that does nothing: the base every definition starts from (`..SkillDef::NONE`).
    pub const NONE: SkillDef = SkillDef {
        tags: Tags::NONE,
        timings: 0,
        confirm: Confirm::Ask,
        can_trigger: never,
        run: super::done,
        conversion: None,
        play_option: None,
        judge_good: always_good,
        modifiers: Modifiers::NONE,
        ai: AiConfirm::Yes,
    };

    pub fn listens(&self, t: Timing) -> bool {
        self.timings & timing_bit(t) != 0
    }
}

/// The bit of one timing in [`SkillDef::timings`].
pub const fn timing_bit(t: Timing) -> u32 {
    1 << (t as u32)
}

/// The bit set of several timings, for [`SkillDef::timings`].
pub const fn timings(ts: &[Timing]) -> u32 {
    let mut m = 0;
    let mut i = 0;
    while i < ts.len() {
        m |= timing_bit(ts[i]);
        i += 1;
    }
    m
}
