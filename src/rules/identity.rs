//! Identity mode (身份局): role counts, who knows which role, general selection, the lord's extra HP,
//! win conditions, rewards and penalties (seed 001; seed 000). Everything here reaches the core through
//! `RULES` (the mode seam, `mode.rs`).

use super::data::Package;
use super::event::{Event, IdentityWin, MoveReason, Outcome, Visibility, Winner};
use super::frames::{Frame, SelectFrame, SelectStep};
use super::game::{Game, Player, SetupError};
use super::mode::ModeRules;
use super::request::{Answer, Reason, ReasonBy, Request, RequestKind, Rule};
use super::types::{Identity, Role, Seat, SeatSet, Zone};
use rand::seq::SliceRandom;

/// Identity mode's rules.
pub(crate) const RULES: ModeRules = ModeRules {
    seat_players,
    announce,
    first: |g| g.lord(),
    select,
    start_hp,
    winner,
    after_death: reward_and_penalty,
    lord_skills: |g, seat| g.players[seat as usize].role() == Some(Role::Lord),
    identity_known,
    general_shown_in_selection: |g, viewer, seat| viewer == seat || g.players[seat as usize].role() == Some(Role::Lord),
    check_table: |g| match g.players.iter().filter(|p| p.role() == Some(Role::Lord)).count() {
        1 => Ok(()),
        0 => Err("no seat is the lord (identity mode needs one)".into()),
        n => Err(format!("{n} seats are the lord (identity mode has one)")),
    },
};

/// Deals the role cards at random: 2 to 10 players, with the Standard cards in the deck.
fn seat_players(g: &mut Game) -> Result<(), SetupError> {
    let n = g.setup.players;
    let mut roles = roles_for(n).ok_or(SetupError::PlayerCount(n))?;
    if !g.setup.packages.contains(Package::Standard) {
        return Err(SetupError::Packages);
    }
    roles.shuffle(&mut g.rng);
    for (i, r) in roles.into_iter().enumerate() {
        g.players.push(Player {
            seat: i as Seat,
            identity: Identity::Role(r),
            generals: [None, None],
            hp: 0,
            max_hp: 0,
            alive: true,
            hand: Vec::new(),
            equip: [None; 4],
            judge: Vec::new(),
            skills: Vec::new(),
            marks: Vec::new(),
        });
    }
    Ok(())
}

/// The lord shows its role; everyone else sees only their own.
fn announce(g: &mut Game) {
    for p in 0..g.players.len() as Seat {
        let identity = g.players[p as usize].identity;
        let vis = if identity == Identity::Role(Role::Lord) {
            Visibility::Public
        } else {
            Visibility::Seats(SeatSet::one(p))
        };
        g.emit_to(vis, Event::IdentityShown { seat: p, identity });
    }
}

/// The lord has one more HP from five players up (seed 001).
fn start_hp(g: &Game, seat: Seat, base: i8) -> i8 {
    if g.players[seat as usize].role() == Some(Role::Lord) && g.players.len() >= 5 { base + 1 } else { base }
}

/// One's own role, the lord's and the roles of the dead are known.
fn identity_known(g: &Game, viewer: Seat, seat: Seat) -> bool {
    let p = &g.players[seat as usize];
    viewer == seat || p.role() == Some(Role::Lord) || !p.alive
}

/// General selection (seed 001 §2): the lord picks from 曹操, 刘备, 孙权 and 2 random generals and
/// shows it; then every other player picks from 3 (2 with 10 players) and all are revealed together.
fn select(g: &mut Game, mut f: Box<SelectFrame>) {
    use super::data::generals;
    use super::request::Choice;
    use super::types::GeneralId;
    let n = g.players.len();
    match f.step {
        SelectStep::OfferLord => {
            let lord = g.lord();
            let fixed: Vec<GeneralId> = ["caocao", "liubei", "sunquan"]
                .iter()
                .filter_map(|id| super::data::general_index(id).map(|i| GeneralId(i as u8)))
                .collect();
            let mut rest: Vec<GeneralId> =
                (0..generals().len() as u8).map(GeneralId).filter(|g| !fixed.contains(g)).collect();
            rest.shuffle(&mut g.rng);
            let mut offer = fixed;
            offer.extend(rest.into_iter().take(2));
            g.emit_to(
                super::event::Visibility::Seats(super::types::SeatSet::one(lord)),
                Event::GeneralsOffered { seat: lord, generals: offer.clone() },
            );
            let options = offer.iter().map(|&g| Choice::General(g)).collect();
            f.offers = vec![offer];
            f.step = SelectStep::LordChose;
            let req = Request {
                seat: lord,
                kind: RequestKind::ChooseOption { options },
                reason: Reason { by: ReasonBy::Rule(Rule::ChooseGeneral), about: None },
            };
            g.ask(Frame::SelectGenerals(f), req);
        }
        SelectStep::LordChose | SelectStep::OtherChose => {
            let seat = if f.step == SelectStep::LordChose { g.lord() } else { f.order[f.idx as usize] };
            let offer_idx = if f.step == SelectStep::LordChose { 0 } else { f.idx as usize + 1 };
            let Some(Answer::Choice(i)) = g.take_answer() else {
                return;
            };
            let Some(&pick) = f.offers.get(offer_idx).and_then(|o| o.get(i as usize)) else {
                return;
            };
            f.chosen.push((seat, pick));
            if f.step == SelectStep::LordChose {
                g.emit(Event::GeneralChosen { seat, general: pick });
                // The others draw from every general but the lord's.
                let mut pool: Vec<GeneralId> =
                    (0..generals().len() as u8).map(GeneralId).filter(|&x| x != pick).collect();
                pool.shuffle(&mut g.rng);
                let per = if n >= 10 { 2 } else { 3 };
                f.order = g.alive_from(g.next_alive(seat)).into_iter().filter(|&s| s != seat).collect();
                for &s in &f.order {
                    let offer: Vec<GeneralId> = pool.drain(..per.min(pool.len())).collect();
                    g.emit_to(
                        super::event::Visibility::Seats(super::types::SeatSet::one(s)),
                        Event::GeneralsOffered { seat: s, generals: offer.clone() },
                    );
                    f.offers.push(offer);
                }
                f.idx = 0;
            } else {
                g.emit_to(
                    super::event::Visibility::Seats(super::types::SeatSet::one(seat)),
                    Event::GeneralChosen { seat, general: pick },
                );
                g.emit(Event::GeneralPicked { seat });
                f.idx += 1;
            }
            if (f.idx as usize) < f.order.len() {
                f.step = SelectStep::OfferNext;
                g.stack.push(Frame::SelectGenerals(f));
            } else {
                for &(s, general) in f.chosen.iter().skip(1) {
                    g.emit(Event::GeneralChosen { seat: s, general });
                }
                let chosen = f.chosen.clone();
                g.start_game(&chosen);
            }
        }
        SelectStep::OfferNext => {
            let seat = f.order[f.idx as usize];
            let options = f.offers[f.idx as usize + 1].iter().map(|&g| Choice::General(g)).collect();
            f.step = SelectStep::OtherChose;
            let req = Request {
                seat,
                kind: RequestKind::ChooseOption { options },
                reason: Reason { by: ReasonBy::Rule(Rule::ChooseGeneral), about: None },
            };
            g.ask(Frame::SelectGenerals(f), req);
        }
    }
}

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
    let seats =
        |f: &dyn Fn(Role) -> bool| ps.iter().filter(|p| p.role().is_some_and(f)).map(|p| p.seat).collect::<Vec<Seat>>();
    let lord_alive = ps.iter().any(|p| p.role() == Some(Role::Lord) && p.alive);
    if !lord_alive {
        let alive: Vec<_> = ps.iter().filter(|p| p.alive).collect();
        if let [only] = alive.as_slice()
            && only.role() == Some(Role::Renegade)
        {
            return Some(Outcome {
                winner: Winner::Identity(IdentityWin::Renegade(only.seat)),
                winners: vec![only.seat],
            });
        }
        return Some(Outcome { winner: Winner::Identity(IdentityWin::Rebels), winners: seats(&|r| r == Role::Rebel) });
    }
    let foes_alive = ps.iter().any(|p| p.alive && matches!(p.role(), Some(Role::Rebel | Role::Renegade)));
    if !foes_alive {
        return Some(Outcome {
            winner: Winner::Identity(IdentityWin::LordAndLoyalists),
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
    match g.player(dead).role() {
        Some(Role::Rebel) => {
            g.emit(Event::Reward { seat: k, cards: 3 });
            g.draw(k, 3, MoveReason::Draw);
        }
        Some(Role::Loyalist) if g.player(k).role() == Some(Role::Lord) => {
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
