//! 观星 (诸葛亮) — reference §2; seed 000 (觀星). At the start of his preparation phase he may look at
//! the top X cards of the deck (X = living players, at most 5) and put any of them back on top in any
//! order and the rest at the bottom in any order. Timing: `PhaseStart` (准备阶段).

use super::super::triggers::Timing;
use super::super::types::Phase;
use super::def::{SkillDef, timings};

use super::super::frames::{SkillFrame, steps};
use super::super::game::Game;
use super::super::request::{Answer, RequestKind};
use super::{ask, done};

steps! {
    /// 观星's steps.
    enum Step {
        /// Show him the top cards to arrange.
        Look,
        /// Put them back as arranged.
        Arranged,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    let x = g.alive_count().min(5);
    if f.at::<Step>() == Step::Look {
        if !g.ensure_deck(x) {
            return;
        }
        let cards: Vec<_> = g.deck.iter().rev().take(x).copied().collect();
        f.goto(Step::Arranged);
        let owner = f.owner;
        return ask(g, f, owner, RequestKind::Arrange { cards, bottom_allowed: true }, None);
    }
    if let Some(Answer::Arrange { top, bottom }) = g.take_answer() {
        let n = g.deck.len();
        g.deck.truncate(n.saturating_sub(top.len() + bottom.len()));
        // The deck's top is its end: bottom cards go to the front (first listed = lowest).
        let mut under: Vec<_> = bottom.iter().rev().copied().collect();
        under.append(&mut g.deck);
        g.deck = under;
        g.deck.extend(top.iter().rev().copied());
    }
    done(g, f)
}

/// Guanxing: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::PhaseStart]),
    can_trigger: |_, owner, ctx| ctx.is_phase_of(owner, Phase::Prepare),
    run,
    ..SkillDef::NONE
};
