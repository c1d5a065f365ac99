//! 离间 (貂蝉) — reference §2; seed 000 (離間). Once per play phase: discard a card and choose two male
//! players; the second chosen is treated as using a 决斗 on the first, which 无懈可击 cannot answer.
//! Activated in the play phase.

use super::def::{SkillDef, Tags};

use super::super::data::{CardKind, Gender};
use super::super::event::MoveReason;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::modifiers::Reach;
use super::super::request::{CardSource, PlayOption, TargetSpec};
use super::super::types::{Seat, VCard};
use super::{SkillId, done, own_cards};

pub(crate) fn play_option(g: &Game, owner: Seat) -> Option<PlayOption> {
    let from = own_cards(g, owner, true, |_| true);
    let men: Vec<Seat> = g.alive_iter(owner).filter(|&s| s != owner && g.gender(s) == Some(Gender::Male)).collect();
    // The second man uses the 决斗 on the first: the first must be a seat he may target (空城 …).
    let duel = VCard { kind: CardKind::Duel, cards: Default::default(), via: Some(SkillId::Lijian) };
    let may = |user: Seat, target: Seat| g.may_target(user, &duel, target, Reach::Normal).is_ok();
    let every_pair = men.iter().all(|&t| men.iter().all(|&u| u == t || may(u, t)));
    let targets = if every_pair {
        TargetSpec::seats(men, 2, 2)
    } else {
        let pairs: Vec<(Seat, Vec<Seat>)> = men
            .iter()
            .map(|&t| (t, men.iter().copied().filter(|&u| u != t && may(u, t)).collect::<Vec<_>>()))
            .filter(|(_, us)| !us.is_empty())
            .collect();
        TargetSpec { min: 2, max: 2, seats: Vec::new(), pairs }
    };
    (!from.is_empty() && targets.satisfiable()).then_some(PlayOption {
        source: CardSource::Convert { skill: SkillId::Lijian, from, min: 1, max: 1 },
        kind: None,
        targets,
    })
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let (targets, cards) = super::active(&f);
    let (Some(&target), Some(&user)) = (targets.first(), targets.get(1)) else { return done(g, f) };
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
