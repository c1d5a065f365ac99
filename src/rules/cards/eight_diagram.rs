//! 八卦阵 Eight Diagram (armour) — reference §5.4; seed 000 (八卦陣). When its wearer must use or play a
//! 闪, the wearer may judge: red counts as a 闪 used/played; black leaves them free to answer with a real
//! 闪. Switched off by armour-ignoring effects (青釭剑). Timing: `NeedResponse`.

use super::def::CardRules;

use super::super::skills::def::{SkillDef, Tags, timings};
use super::super::triggers::Timing;

use super::super::data::{CardKind, Color};
use super::super::frames::{SkillFrame, steps};
use super::super::game::{Game, Ret};
use super::super::request::ReasonBy;
use super::super::skills::{SkillId, done};
use super::super::triggers::Ctx;
use super::super::types::{CardId, Seat, VCard};

pub(crate) fn judge_good(card: CardId) -> bool {
    card.color() == Color::Red
}

pub(crate) fn can_trigger(g: &Game, owner: Seat, ctx: &Ctx) -> bool {
    let Some(d) = ctx.need() else { return false };
    d.seat == owner
        && d.pattern.fits_kind(CardKind::Jink)
        && d.provided.is_none()
        && g.armor_active(owner, d.asker, d.against.as_ref())
}

steps! {
    /// 八卦阵's steps.
    enum Step {
        /// Judge.
        Judge,
        /// A red judge card counts as a 闪.
        Judged,
    }
}

pub(crate) fn run(g: &mut Game, mut f: Box<SkillFrame>) {
    if f.at::<Step>() == Step::Judge {
        super::super::skills::judge_for(g, f, Step::Judged, ReasonBy::Card(CardKind::EightDiagram));
    } else {
        if let Ret::Judge(card) = g.take_ret()
            && judge_good(card)
            && let Some(d) = f.ctx.need_mut()
        {
            d.provided =
                Some(VCard { kind: CardKind::Jink, cards: Default::default(), via: Some(SkillId::EightDiagram) });
        }
        done(g, f)
    }
}

/// EightDiagram: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::EQUIPMENT.with(Tags::ARMOR),
    timings: timings(&[Timing::NeedResponse]),
    can_trigger,
    run,
    ..SkillDef::NONE
};

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules { judge_good, ..CardRules::equipment(SkillId::EightDiagram) };
