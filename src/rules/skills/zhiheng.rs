//! 制衡 (孙权) — reference §2; seed 000. Once per play phase: discard any number of his cards (hand
//! and/or equipment, at least one), then draw as many. Activated in the play phase.

use super::def::{SkillDef, Tags};

use super::super::event::MoveReason;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::request::{CardSource, PlayOption, TargetSpec};
use super::super::types::Seat;
use super::{SkillId, done, own_cards};

pub(crate) fn play_option(g: &Game, owner: Seat) -> Option<PlayOption> {
    let from = own_cards(g, owner, true, |_| true);
    let n = from.len() as u8;
    (n > 0).then(|| PlayOption {
        source: CardSource::Convert { skill: SkillId::Zhiheng, from, min: 1, max: n },
        kind: None,
        targets: TargetSpec::none(),
    })
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let (_, cards) = super::active(&f);
    let owner = f.owner;
    g.discard_cards(&cards, MoveReason::Discard);
    done(g, f);
    g.draw(owner, cards.len(), MoveReason::Draw);
}

/// Zhiheng: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { tags: Tags::ONCE_PER_PHASE, run, play_option: Some(play_option), ..SkillDef::NONE };
