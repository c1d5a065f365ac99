//! 借刀杀人 Collateral — reference §5.2; seed 000 (借刀殺人). Targets another seat A that has a weapon,
//! naming a seat B within A's attack range. A must use a 杀 on B; otherwise A gives its weapon to the
//! user. (If A has lost its weapon meanwhile nothing happens; if B can no longer be slashed, A gives it.)

use super::super::modifiers::TargetProblem;
use super::def::{CardRules, Targeting};

use super::super::data::CardKind;
use super::super::event::MoveReason;
use super::super::frames::{EffectFrame, Frame, RespondFrame};
use super::super::game::Game;
use super::super::request::{ReasonBy, TargetSpec};
use super::super::types::{Seat, Zone};

pub(crate) fn targets(g: &Game, user: Seat) -> Option<TargetSpec> {
    let mut pairs = Vec::new();
    for a in super::others(g, user) {
        if g.players[a as usize].equip[0].is_none() || !g.can_target(user, a, CardKind::Collateral) {
            continue;
        }
        let bs: Vec<Seat> = g.alive_from(a).into_iter().filter(|&b| b != a && g.in_attack_range(a, b)).collect();
        if !bs.is_empty() {
            pairs.push((a, bs));
        }
    }
    Some(TargetSpec { min: 2, max: 2, seats: Vec::new(), pairs })
}

pub(crate) fn effect(g: &mut Game, mut f: Box<EffectFrame>) {
    let a = f.target;
    let Some(weapon) = g.players[a as usize].equip[0] else {
        return;
    };
    let b = f.extra.filter(|&b| g.is_alive(b) && g.in_attack_range(a, b));
    match (f.step, b) {
        (0, Some(b)) => {
            f.step = 1;
            let mut r = RespondFrame::new(a, CardKind::Slash, true, ReasonBy::Card(CardKind::Collateral), Some(b));
            r.pay = false;
            g.stack.push(Frame::Effect(f));
            g.stack.push(Frame::Respond(Box::new(r)));
        }
        (1, Some(b)) => match g.take_card() {
            Some(slash) => g.push_use(a, slash, vec![b], None),
            None => give(g, a, weapon, f.user),
        },
        _ => {
            g.take_ret();
            give(g, a, weapon, f.user)
        }
    }
}

fn give(g: &mut Game, from: Seat, weapon: super::super::types::CardId, to: Seat) {
    if g.is_alive(to) {
        g.move_cards(Zone::Equip(from), &[weapon], Zone::Hand(to), MoveReason::Give);
    }
}

/// What this card does, in one place (see `cards::def`).
pub(crate) const RULES: CardRules = CardRules {
    play_targets: Some(|g, user, _| targets(g, user)),
    targeting: Targeting::Pair,
    target_check: Some(target_check),
    effect: Some(effect),
    ..CardRules::NONE
};

/// The one who must slash needs a weapon.
fn target_check(g: &Game, _user: Seat, target: Seat) -> Option<TargetProblem> {
    g.players[target as usize].equip[0].is_none().then_some(TargetProblem::NoWeapon)
}
