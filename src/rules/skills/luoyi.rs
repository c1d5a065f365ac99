//! 裸衣 (许褚) — reference §2; seed 000. In the draw phase may draw one card fewer; then this turn the
//! damage his 杀 or 决斗 deals is +1. Timings: `DrawCount` (asks), `DamageCaused` (applies the bonus).

use super::def::{AiConfirm, Confirm, SkillDef, timings};

use super::super::data::CardKind;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::triggers::{Ctx, Timing, TimingData};
use super::super::types::Seat;
use super::{SkillId, done};

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    match &ctx.data {
        TimingData::Draw(d) => d.seat == owner && !d.replaced && d.amount > 0,
        TimingData::Damage(d) => {
            d.source == Some(owner)
                && !d.chained
                && g.turn.seat == owner
                && g.turn.boosts.contains(&SkillId::Luoyi)
                && d.card.as_ref().is_some_and(|c| c.kind.is(CardKind::Slash) || c.kind == CardKind::Duel)
        }
        _ => false,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    match &mut f.ctx.data {
        TimingData::Draw(d) => {
            d.amount -= 1;
            g.turn.boosts.push(SkillId::Luoyi);
        }
        TimingData::Damage(d) => d.amount += 1,
        _ => debug_assert!(false, "裸衣 runs at its two timings only"),
    }
    done(g, f)
}

/// Luoyi: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    timings: timings(&[Timing::DrawCount, Timing::DamageCaused]),
    confirm: Confirm::AskAt(Timing::DrawCount),
    can_trigger,
    run,
    ai: AiConfirm::Weigh,
    ..SkillDef::NONE
};
