//! 结姻 (孙尚香) — reference §2; seed 000 (結姻). Once per play phase: discard two hand cards and choose
//! a wounded male player; she and he each recover 1 HP. Activated in the play phase.

use super::def::{SkillDef, Tags};

use super::super::data::Gender;
use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::request::{CardSource, PlayOption, TargetSpec};
use super::super::types::Seat;
use super::{SkillId, done, own_cards};

pub(crate) fn play_option(g: &Game, owner: Seat) -> Option<PlayOption> {
    let from = own_cards(g, owner, false, |_| true);
    let men: Vec<Seat> = g
        .alive_iter(owner)
        .filter(|&s| {
            s != owner && g.gender(s) == Some(Gender::Male) && g.players[s as usize].hp < g.players[s as usize].max_hp
        })
        .collect();
    (from.len() >= 2 && !men.is_empty()).then(|| PlayOption {
        source: CardSource::Convert { skill: SkillId::Jieyin, from, min: 2, max: 2 },
        kind: None,
        targets: TargetSpec::seats(men, 1, 1),
    })
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let (owner, Some(t)) = (f.owner, super::active_target(&f)) else { return done(g, f) };
    // She recovers first, then he.
    super::discard_then_heal(g, f, &[owner, t]);
}

/// Jieyin: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { tags: Tags::ONCE_PER_PHASE, run, play_option: Some(play_option), ..SkillDef::NONE };
