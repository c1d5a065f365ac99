//! 奸雄 (曹操) — reference/standard-generals.md §2; seed 000. After taking damage, may take the card
//! that caused it while it is still in the processing area (not the 杀 played inside a 决斗, which is
//! not what dealt the damage). Timing: `Damaged` (受到伤害后).

use super::super::triggers::Timing;
use super::def::{SkillDef, timings};

use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::triggers::Ctx;
use super::super::types::Seat;
use super::done;

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(d) = ctx.damage() else { return false };
    d.target == owner
        && d.card.as_ref().is_some_and(|c| !c.cards.is_empty() && c.cards.iter().all(|x| g.processing.contains(x)))
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let cards = f.ctx.damage().and_then(|d| d.card.as_ref()).map(|c| c.cards.clone()).unwrap_or_default();
    let owner = f.owner;
    let cards: Vec<_> = cards.into_iter().filter(|c| g.processing.contains(c)).collect();
    g.obtain(owner, &cards);
    done(g, f)
}

/// Jianxiong: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef { timings: timings(&[Timing::Damaged]), can_trigger, run, ..SkillDef::NONE };
