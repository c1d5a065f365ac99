//! 天妒 (郭嘉) — reference §2; seed 000. After one of his own judgements takes effect, may take the
//! judge card (including a card 鬼才 put in its place). Timing: `JudgeDone`.

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::triggers::Ctx;
use super::super::types::Seat;
use super::done;

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    ctx.judge().is_some_and(|d| d.seat == owner && g.processing.contains(&d.card))
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    if let Some(c) = f.ctx.judge().map(|d| d.card).filter(|c| g.processing.contains(c)) {
        g.obtain(f.owner, &[c]);
    }
    done(g, f)
}

/// Tiandu: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { timings: timings(&[Timing::JudgeDone]), can_trigger, run, ..SkillDef::NONE };
