//! Card effects, one module per card (reference/standard-deck.md §5). This file only dispatches by
//! card kind; the rules of each card live in its module.

use super::data::CardKind;
use super::frames::{DelayedFrame, EffectFrame, UseFrame};
use super::game::Game;
use super::request::{CardSource, PlayOption, TargetSpec};
use super::types::{CardId, Seat, VCard};

pub(crate) mod amazing_grace;
pub(crate) mod archery_attack;
pub(crate) mod axe;
pub(crate) mod blade;
pub(crate) mod collateral;
pub(crate) mod dismantlement;
pub(crate) mod double_sword;
pub(crate) mod duel;
pub(crate) mod eight_diagram;
pub(crate) mod ex_nihilo;
pub(crate) mod god_salvation;
pub(crate) mod halberd;
pub(crate) mod ice_sword;
pub(crate) mod indulgence;
pub(crate) mod kylin_bow;
pub(crate) mod lightning;
pub(crate) mod peach;
pub(crate) mod renwang_shield;
pub(crate) mod savage_assault;
pub(crate) mod slash;
pub(crate) mod snatch;
pub(crate) mod spear;

/// Other living seats in seat order starting after `user`.
pub(crate) fn others(g: &Game, user: Seat) -> Vec<Seat> {
    g.alive_from(user).into_iter().filter(|&s| s != user).collect()
}

/// Targets `card` may take when `user` uses it in the play phase; `None` if it cannot be used now.
pub(crate) fn play_targets(g: &Game, user: Seat, card: &VCard) -> Option<TargetSpec> {
    let spec = match card.kind {
        CardKind::Slash => slash::targets(g, user, card),
        CardKind::Peach => peach::targets(g, user),
        CardKind::Duel => duel::targets(g, user),
        CardKind::Dismantlement => dismantlement::targets(g, user),
        CardKind::Snatch => snatch::targets(g, user),
        CardKind::Collateral => collateral::targets(g, user),
        CardKind::Indulgence => indulgence::targets(g, user),
        CardKind::Lightning => lightning::targets(g, user),
        CardKind::ExNihilo
        | CardKind::AmazingGrace
        | CardKind::GodSalvation
        | CardKind::SavageAssault
        | CardKind::ArcheryAttack => Some(TargetSpec::none()),
        // Responses only.
        CardKind::Jink | CardKind::Nullification => None,
        // Equipment: onto oneself, always.
        _ => Some(TargetSpec::none()),
    }?;
    spec.satisfiable().then_some(spec)
}

/// Card names a skill may turn other cards into during the play phase.
const PLAYABLE_AS: [CardKind; 4] = [CardKind::Slash, CardKind::Peach, CardKind::Dismantlement, CardKind::Indulgence];

/// Every legal play-phase action of `seat` (ending the phase is always legal besides these).
pub(crate) fn play_options(g: &Game, seat: Seat) -> Vec<PlayOption> {
    let mut v = Vec::new();
    let mut slash_seats: Option<Vec<Seat>> = None;
    for &c in &g.players[seat as usize].hand {
        let card = VCard::real(c);
        let spec = if card.kind == CardKind::Slash {
            let seats = slash_seats.get_or_insert_with(|| slash::slash_range(g, seat));
            slash::targets_among(g, seat, &card, Some(seats)).filter(TargetSpec::satisfiable)
        } else {
            play_targets(g, seat, &card)
        };
        if let Some(targets) = spec {
            v.push(PlayOption { source: CardSource::Card(c), kind: Some(card.kind), targets });
        }
    }
    if g.players[seat as usize].skills.is_empty() && g.players[seat as usize].equip[0].is_none() {
        return v;
    }
    let mut convs = Vec::new();
    let mut actives = Vec::new();
    g.for_each_skill(seat, |s| {
        for kind in PLAYABLE_AS {
            if let Some(src) = s.conversion(g, seat, kind, true) {
                convs.push((src, kind));
            }
        }
        if let Some(o) = s.play_option(g, seat) {
            actives.push(o);
        }
    });
    for (src, kind) in convs {
        let probe = VCard { kind, cards: Default::default(), via: None };
        if let Some(targets) = play_targets(g, seat, &probe) {
            v.push(PlayOption { source: src, kind: Some(kind), targets });
        }
    }
    v.extend(actives.into_iter().filter(|o| o.targets.satisfiable()));
    v
}

/// Bookkeeping when a card is used from the play phase (e.g. counting 杀).
pub(crate) fn on_play_use(g: &mut Game, seat: Seat, card: &VCard) {
    if card.kind == CardKind::Slash {
        slash::on_play_use(g, seat);
    }
}

/// The full target list once the user has chosen: self-use cards target the user, area tricks
/// every seat they reach in order; 借刀杀人 keeps its second seat apart.
pub(crate) fn final_targets(g: &Game, user: Seat, kind: CardKind, chosen: Vec<Seat>) -> (Vec<Seat>, Option<Seat>) {
    match kind {
        CardKind::SavageAssault | CardKind::ArcheryAttack => (others(g, user), None),
        CardKind::AmazingGrace | CardKind::GodSalvation => (g.alive_from(user), None),
        CardKind::Collateral => (chosen.first().copied().into_iter().collect(), chosen.get(1).copied()),
        _ if chosen.is_empty() => (vec![user], None),
        _ => {
            // Several targets resolve in seat order from the user.
            let order = g.alive_from(user);
            let mut t = chosen;
            t.sort_by_key(|s| order.iter().position(|x| x == s));
            (t, None)
        }
    }
}

/// A trick whose effect on `target` would do nothing skips its 无懈 window and effect.
pub(crate) fn pointless(g: &Game, kind: CardKind, target: Seat) -> bool {
    match kind {
        CardKind::GodSalvation => god_salvation::pointless(g, target),
        _ => false,
    }
}

pub(crate) fn on_use_start(g: &mut Game, f: &UseFrame) {
    if f.card.kind == CardKind::AmazingGrace {
        amazing_grace::reveal(g, f);
    }
}

pub(crate) fn on_use_end(g: &mut Game, f: &UseFrame) {
    if f.card.kind == CardKind::AmazingGrace {
        amazing_grace::leftovers(g);
    }
}

pub(crate) fn run_effect(g: &mut Game, f: Box<EffectFrame>) {
    if !g.is_alive(f.target) {
        return;
    }
    match f.kind {
        CardKind::Slash => slash::effect(g, f),
        CardKind::Peach => peach::effect(g, f),
        CardKind::Duel => duel::effect(g, f),
        CardKind::Dismantlement => dismantlement::effect(g, f),
        CardKind::Snatch => snatch::effect(g, f),
        CardKind::ExNihilo => ex_nihilo::effect(g, f),
        CardKind::Collateral => collateral::effect(g, f),
        CardKind::AmazingGrace => amazing_grace::effect(g, f),
        CardKind::GodSalvation => god_salvation::effect(g, f),
        CardKind::SavageAssault => savage_assault::effect(g, f),
        CardKind::ArcheryAttack => archery_attack::effect(g, f),
        _ => {}
    }
}

pub(crate) fn delayed_effect(g: &mut Game, f: Box<DelayedFrame>) {
    match f.kind {
        CardKind::Indulgence => indulgence::delayed(g, f),
        CardKind::Lightning => lightning::delayed(g, f),
        _ => g.discard_cards(&[f.card], super::event::MoveReason::Judge),
    }
}

pub(crate) fn delayed_nullified(g: &mut Game, f: &DelayedFrame) {
    match f.kind {
        CardKind::Lightning => lightning::move_on(g, f.card, f.seat),
        _ => g.discard_cards(&[f.card], super::event::MoveReason::Judge),
    }
}

/// Whether a judge card is the good result for a judgement made for `kind`.
pub(crate) fn judge_good(kind: CardKind, card: CardId) -> bool {
    match kind {
        CardKind::Indulgence => indulgence::judge_good(card),
        CardKind::Lightning => lightning::judge_good(card),
        CardKind::EightDiagram => eight_diagram::judge_good(card),
        _ => true,
    }
}
