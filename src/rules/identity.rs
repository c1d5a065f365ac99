//! Identity mode (身份局): role counts, win conditions, rewards and penalties (seed 001; seed 000).

use super::event::{Event, MoveReason, Outcome, Winner};
use super::game::Game;
use super::types::{Role, Seat, Zone};

/// Roles for `n` players: 主/忠/反/内 — 2: 1/0/0/1; 3: 1/0/1/1; 4: 1/1/1/1; 5: 1/1/2/1; 6: 1/1/3/1;
/// 7: 1/2/3/1; 8: 1/2/4/1; 9: 1/3/4/1; 10: 1/3/4/2 (all ten role cards of seed 001).
pub fn roles_for(n: u8) -> Option<Vec<Role>> {
    let (l, r, g) = match n {
        2 => (0, 0, 1),
        3 => (0, 1, 1),
        4 => (1, 1, 1),
        5 => (1, 2, 1),
        6 => (1, 3, 1),
        7 => (2, 3, 1),
        8 => (2, 4, 1),
        9 => (3, 4, 1),
        10 => (3, 4, 2),
        _ => return None,
    };
    let mut v = vec![Role::Lord];
    v.extend(std::iter::repeat_n(Role::Loyalist, l));
    v.extend(std::iter::repeat_n(Role::Rebel, r));
    v.extend(std::iter::repeat_n(Role::Renegade, g));
    Some(v)
}

/// The game's result if a side has won (seed 001 §3): the lord dead → the renegade wins only as the
/// sole survivor, otherwise the rebels (dead ones too); all rebels and renegades dead → lord and
/// loyalists (dead loyalists too).
pub fn winner(g: &Game) -> Option<Outcome> {
    let ps = g.players();
    let seats = |f: &dyn Fn(Role) -> bool| ps.iter().filter(|p| f(p.role)).map(|p| p.seat).collect::<Vec<Seat>>();
    let lord_alive = ps.iter().any(|p| p.role == Role::Lord && p.alive);
    if !lord_alive {
        let alive: Vec<_> = ps.iter().filter(|p| p.alive).collect();
        if let [only] = alive.as_slice()
            && only.role == Role::Renegade
        {
            return Some(Outcome { winner: Winner::Renegade(only.seat), winners: vec![only.seat] });
        }
        return Some(Outcome { winner: Winner::Rebels, winners: seats(&|r| r == Role::Rebel) });
    }
    let foes_alive = ps.iter().any(|p| p.alive && matches!(p.role, Role::Rebel | Role::Renegade));
    if !foes_alive {
        return Some(Outcome {
            winner: Winner::LordAndLoyalists,
            winners: seats(&|r| matches!(r, Role::Lord | Role::Loyalist)),
        });
    }
    None
}

/// Whoever kills a rebel draws 3; a lord who kills a loyalist discards all hand and equipment cards.
pub(crate) fn reward_and_penalty(g: &mut Game, dead: Seat, killer: Option<Seat>) {
    let Some(k) = killer.filter(|&k| g.is_alive(k)) else {
        return;
    };
    match g.player(dead).role {
        Role::Rebel => {
            g.emit(Event::Reward { seat: k, cards: 3 });
            g.draw(k, 3, MoveReason::Draw);
        }
        Role::Loyalist if g.player(k).role == Role::Lord => {
            g.emit(Event::Penalty { seat: k });
            let p = g.player(k);
            let hand = p.hand.clone();
            let equip: Vec<_> = p.equip.iter().flatten().copied().collect();
            g.move_cards(Zone::Hand(k), &hand, Zone::Discard, MoveReason::Discard);
            g.move_cards(Zone::Equip(k), &equip, Zone::Discard, MoveReason::Discard);
        }
        _ => {}
    }
}
