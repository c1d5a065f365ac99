//! 英姿 (周瑜) — reference §2; seed 000. In his draw phase he may draw one more card.
//! Timing: `DrawCount`.

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::done;

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    if let Some(d) = f.ctx.draw_mut() {
        d.amount += 1;
    }
    done(g, f)
}

/// Yingzi: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::DrawCount]),
    can_trigger: |_, owner, ctx| ctx.draw().is_some_and(|d| d.seat == owner && !d.replaced),
    run,
    ..SkillDef::NONE
};
