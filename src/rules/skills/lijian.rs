//! 离间 (貂蝉) — reference §2; seed 000 (離間). Once per play phase: discard a card and choose two male
//! players; the second chosen is treated as using a 决斗 on the first, which 无懈可击 cannot answer.
//! Activated in the play phase.

use super::def::{SkillDef, Tags};

use super::super::data::{CardKind, Gender};
use super::super::event::MoveReason;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::request::{CardSource, PlayOption, TargetSpec};
use super::super::types::{Seat, VCard};
use super::{SkillId, done, own_cards};

pub(crate) fn play_option(g: &Game, owner: Seat) -> Option<PlayOption> {
    let from = own_cards(g, owner, true, |_| true);
    let men: Vec<Seat> = g.alive_iter(owner).filter(|&s| s != owner && g.gender(s) == Some(Gender::Male)).collect();
    (!from.is_empty() && men.len() >= 2).then(|| PlayOption {
        source: CardSource::Convert { skill: SkillId::Lijian, from, min: 1, max: 1 },
        kind: None,
        targets: TargetSpec::seats(men, 2, 2),
    })
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let cards = f.ctx.cards.clone();
    let (Some(&target), Some(&user)) = (f.ctx.targets.first(), f.ctx.targets.get(1)) else { return done(g, f) };
    g.discard_cards(&cards, MoveReason::Discard);
    done(g, f);
    if g.is_alive(target) && g.is_alive(user) {
        let duel = VCard { kind: CardKind::Duel, cards: Default::default(), via: Some(SkillId::Lijian) };
        g.push_use(user, duel, vec![target], None);
    }
}

/// Lijian: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef = SkillDef {
    tags: Tags::ONCE_PER_PHASE.with(Tags::UNNULLIFIABLE),
    run,
    play_option: Some(play_option),
    ..SkillDef::NONE
};
