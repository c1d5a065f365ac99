//! 克己 (吕蒙) — reference §2; seed 000. If he did not use or play a 杀 during this turn's play phase,
//! he may skip this turn's discard phase. Timing: `PhaseBegin` (弃牌阶段; sets `cancelled`).

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::data::CardKind;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::triggers::Ctx;
use super::super::types::{Phase, Seat};
use super::done;

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.is_phase_of(owner, Phase::Discard) && g.turn.in_play & (1 << (CardKind::Slash as u8)) == 0
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    if let Some(d) = f.ctx.phase_mut() {
        d.skip = true;
    }
    done(g, f)
}

/// Keji: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { timings: timings(&[Timing::PhaseBegin]), can_trigger, run, ..SkillDef::NONE };
