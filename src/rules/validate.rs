//! Checks an answer against the pending request — the same data that lists the legal answers, so the
//! UI, the AI and validation share one copy of the rules.

use super::game::Game;
use super::request::{Answer, Illegal, Request, RequestKind};

pub(crate) fn check(_g: &Game, req: &Request, answer: &Answer) -> Result<(), Illegal> {
    match (&req.kind, answer) {
        (RequestKind::Play { .. }, Answer::EndPhase) => Ok(()),
        (RequestKind::Play { recast, .. }, Answer::Recast(c)) => {
            if recast.contains(c) {
                Ok(())
            } else {
                Err(Illegal::NotYourCard(*c))
            }
        }
        (RequestKind::Play { options, .. }, Answer::Use { source, targets }) => {
            let mut err = Illegal::NotAnOption;
            for o in options {
                match o.source.matches(source) {
                    Ok(()) => match o.targets.check(targets) {
                        Ok(()) => return Ok(()),
                        Err(e) => err = e,
                    },
                    Err(Illegal::NotAnOption) => {}
                    Err(e) => err = e,
                }
            }
            Err(err)
        }
        (RequestKind::Respond { .. }, Answer::Pass) => Ok(()),
        (RequestKind::Respond { options, .. }, Answer::Respond(using)) => {
            let mut err = Illegal::NotAnOption;
            for o in options {
                match o.matches(using) {
                    Ok(()) => return Ok(()),
                    Err(Illegal::NotAnOption) => {}
                    Err(e) => err = e,
                }
            }
            Err(err)
        }
        (RequestKind::ChooseCards { from, min, max }, Answer::Cards(picks)) => {
            let n = picks.len() as u8;
            if n < *min || n > *max {
                return Err(Illegal::WrongCount { min: *min, max: *max, got: n });
            }
            for (i, p) in picks.iter().enumerate() {
                if !from.contains(p) {
                    return Err(Illegal::NotAnOption);
                }
                if picks[..i].contains(p) {
                    return Err(Illegal::Duplicate);
                }
            }
            Ok(())
        }
        (RequestKind::ChooseSeats { from, min, max }, Answer::Seats(seats)) => {
            super::request::TargetSpec { min: *min, max: *max, seats: from.clone(), pairs: Vec::new() }.check(seats)
        }
        (RequestKind::ChooseOption { options }, Answer::Choice(i)) => {
            if (*i as usize) < options.len() {
                Ok(())
            } else {
                Err(Illegal::NotAnOption)
            }
        }
        (RequestKind::Confirm { .. }, Answer::Confirm(_)) => Ok(()),
        (RequestKind::Arrange { cards, bottom_allowed }, Answer::Arrange { top, bottom }) => {
            if !bottom_allowed && !bottom.is_empty() {
                return Err(Illegal::NotAnOption);
            }
            let mut all: Vec<_> = top.iter().chain(bottom.iter()).copied().collect();
            let mut want = cards.clone();
            all.sort();
            want.sort();
            if all == want { Ok(()) } else { Err(Illegal::NotAnOption) }
        }
        (RequestKind::Distribute { cards, seats, min }, Answer::Distribute(parts)) => {
            let mut given = Vec::new();
            for (s, cs) in parts {
                if !seats.contains(s) {
                    return Err(Illegal::BadTarget(*s));
                }
                for c in cs {
                    if !cards.contains(c) {
                        return Err(Illegal::NotYourCard(*c));
                    }
                    if given.contains(c) {
                        return Err(Illegal::Duplicate);
                    }
                    given.push(*c);
                }
            }
            let n = given.len() as u8;
            if n < *min {
                return Err(Illegal::WrongCount { min: *min, max: cards.len() as u8, got: n });
            }
            Ok(())
        }
        (RequestKind::Respond { .. }, _) | (RequestKind::Play { .. }, _) => Err(Illegal::WrongKind),
        _ => Err(Illegal::WrongKind),
    }
}
