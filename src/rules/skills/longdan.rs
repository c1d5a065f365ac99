//! 龙胆 (赵云) — reference §2; seed 000 (龍膽). A 杀 may be used or played as 闪, and a 闪 as 杀. A conversion.

use super::def::SkillDef;

use super::super::data::CardKind;
use super::super::game::Game;
use super::super::request::CardSource;
use super::super::types::Seat;
use super::{SkillId, one_of, own_cards};

pub(crate) fn conversion(g: &Game, owner: Seat, pattern: CardKind) -> Option<CardSource> {
    let from = match pattern {
        CardKind::Slash => CardKind::Jink,
        CardKind::Jink => CardKind::Slash,
        _ => return None,
    };
    one_of(SkillId::Longdan, own_cards(g, owner, false, |c| c.kind().is(from)))
}

/// Longdan: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { conversion: Some(|g, owner, pattern, _| conversion(g, owner, pattern)), ..SkillDef::NONE };
