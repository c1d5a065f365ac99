//! 青囊 (华佗) — reference §2; seed 000. Once per play phase: discard a hand card and choose a wounded
//! player (himself allowed), who recovers 1 HP. Activated in the play phase.

use super::def::{SkillDef, Tags};

use super::super::frames::SkillFrame;
use super::super::game::Game;
use super::super::request::{CardSource, PlayOption, TargetSpec};
use super::super::types::Seat;
use super::{SkillId, done, own_cards};

pub(crate) fn play_option(g: &Game, owner: Seat) -> Option<PlayOption> {
    let from = own_cards(g, owner, false, |_| true);
    let hurt: Vec<Seat> =
        g.alive_iter(owner).filter(|&s| g.players[s as usize].hp < g.players[s as usize].max_hp).collect();
    (!from.is_empty() && !hurt.is_empty()).then(|| PlayOption {
        source: CardSource::Convert { skill: SkillId::Qingnang, from, min: 1, max: 1 },
        kind: None,
        targets: TargetSpec::seats(hurt, 1, 1),
    })
}

pub(crate) fn run(g: &mut Game, f: Box<SkillFrame>) {
    let Some(t) = super::active_target(&f) else { return done(g, f) };
    super::discard_then_heal(g, f, &[t]);
}

/// Qingnang: everything about it in one place (see `skills::def`).
pub(crate) const DEF: SkillDef =
    SkillDef { tags: Tags::ONCE_PER_PHASE, run, play_option: Some(play_option), ..SkillDef::NONE };
