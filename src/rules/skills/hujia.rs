//! 护驾 (曹操, 主公技) — reference §2; seed 000. When he needs to use or play a 闪, the other 魏
//! players, in seat order from the current player, may each play one for him (the first ends it).
//! Timing: `NeedResponse`.

use super::super::triggers::Timing;
use super::def::{SkillDef, Tags, timings};

use super::super::data::{CardKind, Faction};
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::triggers::Ctx;
use super::super::types::Seat;

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    super::jijiang::can_ask_for(g, owner, ctx, CardKind::Jink, Faction::Wei)
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    super::jijiang::ask_helpers(g, f, CardKind::Jink, Faction::Wei)
}

/// Hujia: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { tags: Tags::LORD, timings: timings(&[Timing::NeedResponse]), can_trigger, run, ..SkillDef::NONE };
