//! 仁王盾 Renwang Shield (EX armour) — reference §5.4. Compulsory: black 杀 have no effect on its wearer.
//! Switched off by armour-ignoring effects (青釭剑). Timing: `SlashEffect`.

use super::super::skills::SkillId;
use super::def::CardRules;

use super::super::skills::def::{Confirm, SkillDef, Tags, timings};
use super::super::triggers::Timing;

use super::super::data::{CardKind, Color};
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::skills::done;
use super::super::triggers::Ctx;
use super::super::types::Seat;

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(d) = ctx.card() else {
        return false;
    };
    d.target == Some(owner)
        && d.card.kind.is(CardKind::Slash)
        && d.card.color() == Color::Black
        && g.armor_active(owner, Some(d.user), Some(&d.card))
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    if let Some(d) = f.ctx.card_mut() {
        d.cancelled = true;
    }
    done(g, f)
}

/// RenwangShield: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT.with(Tags::ARMOR).with(Tags::COMPULSORY),
    timings: timings(&[Timing::SlashEffect]),
    confirm: Confirm::Never,
    can_trigger,
    run,
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules::equipment(SkillId::RenwangShield);
