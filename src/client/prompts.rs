//! One egui panel per request kind (ARCHITECTURE §3), written as plain functions of
//! (request, view, localizer, selection) → optional answer. Only legal choices are offered; the
//! engine still validates the answer.

use crate::i18n::Localizer;
use crate::rules::{Answer, CardSource, Choice, Pick, PlayOption, Request, RequestKind, Seat, Using, View};
use crate::tui::{pick_label, reason, source_label};
use bevy_egui::egui;

/// What the player has picked so far in the current prompt.
#[derive(Default, Debug, Clone, PartialEq)]
pub struct Selection {
    pub option: Option<usize>,
    pub cards: Vec<crate::rules::CardId>,
    pub picks: Vec<Pick>,
    pub seats: Vec<Seat>,
}

fn toggle<T: PartialEq + Copy>(v: &mut Vec<T>, x: T) {
    match v.iter().position(|y| *y == x) {
        Some(i) => {
            v.remove(i);
        }
        None => v.push(x),
    }
}

fn choice_label(loc: &Localizer, c: &Choice) -> String {
    loc.choice(c)
}

/// Draws the prompt for `req` and returns an answer once the player commits one.
/// Explains why a seat cannot be chosen for a card name (hover text on greyed-out seats).
pub type WhyNot<'a> = &'a dyn Fn(crate::rules::CardKind, Seat) -> Option<String>;

pub fn prompt(
    ui: &mut egui::Ui,
    req: &Request,
    view: &View,
    loc: &Localizer,
    sel: &mut Selection,
    why_not: WhyNot,
) -> Option<Answer> {
    let why = reason(loc, req);
    match &req.kind {
        RequestKind::Play { options, .. } => play(ui, options, view, loc, sel, why_not),
        RequestKind::Respond { pattern, using, options } => {
            ui.label(loc.tr(
                "prompt-respond",
                &[
                    ("reason", why.into()),
                    ("card", loc.pattern(*pattern).into()),
                    ("using", (if *using { "yes" } else { "no" }).into()),
                ],
            ));
            let mut out = None;
            ui.horizontal_wrapped(|ui| {
                for o in options {
                    match o {
                        CardSource::Card(c) => {
                            if ui.button(loc.card(*c)).clicked() {
                                out = Some(Answer::Respond(Using::Card(*c)));
                            }
                        }
                        CardSource::Convert { skill, from, min, max } => {
                            ui.label(source_label(loc, o, pattern.name()));
                            for c in from {
                                let mut on = sel.cards.contains(c);
                                if ui.checkbox(&mut on, loc.card(*c)).changed() {
                                    toggle(&mut sel.cards, *c);
                                }
                            }
                            let n = sel.cards.len() as u8;
                            if ui.add_enabled(n >= *min && n <= *max, egui::Button::new(loc.t("ui-confirm"))).clicked()
                            {
                                out = Some(Answer::Respond(Using::Convert { skill: *skill, cards: sel.cards.clone() }));
                            }
                        }
                    }
                }
                if marked(ui.button(loc.t("option-pass"))).clicked() {
                    out = Some(Answer::Pass);
                }
            });
            out
        }
        RequestKind::ChooseCards { from, min, max } => {
            ui.label(loc.tr(
                "prompt-choose-cards",
                &[("reason", why.into()), ("min", (*min as i64).into()), ("max", (*max as i64).into())],
            ));
            ui.horizontal_wrapped(|ui| {
                for p in from {
                    let mut on = sel.picks.contains(p);
                    if ui.checkbox(&mut on, pick_label(loc, p)).changed() {
                        toggle(&mut sel.picks, *p);
                    }
                }
            });
            let n = sel.picks.len() as u8;
            (ui.add_enabled(n >= *min && n <= *max, egui::Button::new(loc.t("ui-confirm"))).clicked())
                .then(|| Answer::Cards(sel.picks.clone()))
        }
        RequestKind::ChooseSeats { from, min, max } => {
            ui.label(loc.tr(
                "prompt-choose-seats",
                &[("reason", why.into()), ("min", (*min as i64).into()), ("max", (*max as i64).into())],
            ));
            ui.horizontal_wrapped(|ui| {
                for s in from {
                    let mut on = sel.seats.contains(s);
                    if ui.checkbox(&mut on, loc.seat(*s)).changed() {
                        toggle(&mut sel.seats, *s);
                    }
                }
            });
            let n = sel.seats.len() as u8;
            (ui.add_enabled(n >= *min && n <= *max, egui::Button::new(loc.t("ui-confirm"))).clicked())
                .then(|| Answer::Seats(sel.seats.clone()))
        }
        RequestKind::ChooseOption { options } if options.iter().all(|c| matches!(c, Choice::General(_))) => {
            // Choosing a general: each one with faction, HP, title and skills.
            ui.label(loc.tr("prompt-choose-option", &[("reason", why.into())]));
            let mut out = None;
            egui::ScrollArea::horizontal().show(ui, |ui| {
                ui.horizontal_top(|ui| {
                    for (i, c) in options.iter().enumerate() {
                        let Choice::General(g) = c else { continue };
                        let def = g.def();
                        egui::Frame::group(ui.style()).show(ui, |ui| {
                            ui.set_width(230.0);
                            ui.vertical(|ui| {
                                let (pic, resp) =
                                    ui.allocate_exact_size(egui::vec2(120.0, 150.0), egui::Sense::click());
                                super::help::look_up(&resp, crate::encyclopedia::Topic::General(*g));
                                super::art::paint(
                                    ui.painter(),
                                    &crate::art::portrait(def.id),
                                    pic,
                                    egui::Color32::WHITE,
                                );
                                ui.label(egui::RichText::new(loc.general(*g)).size(20.0).strong());
                                ui.label(loc.t(&format!("general-{}-title", def.id)));
                                let faction =
                                    loc.t(&format!("faction-{}", ron::to_string(&def.faction).unwrap_or_default()));
                                ui.label(format!("{faction} · {}", loc.t("ui-hp-full").repeat(def.hp as usize)));
                                for s in def.skills {
                                    ui.label(egui::RichText::new(loc.t(&format!("skill-{s}"))).strong());
                                    ui.label(egui::RichText::new(loc.t(&format!("skill-{s}-desc"))).small());
                                }
                                if ui.button(loc.t("ui-choose")).clicked() {
                                    out = Some(Answer::Choice(i as u8));
                                }
                            });
                        });
                    }
                });
            });
            out
        }
        RequestKind::ChooseOption { options } => {
            ui.label(loc.tr("prompt-choose-option", &[("reason", why.into())]));
            let mut out = None;
            ui.horizontal_wrapped(|ui| {
                for (i, c) in options.iter().enumerate() {
                    if ui.button(choice_label(loc, c)).clicked() {
                        out = Some(Answer::Choice(i as u8));
                    }
                }
            });
            out
        }
        RequestKind::Confirm { skill } => {
            ui.label(loc.tr("prompt-confirm", &[("skill", loc.skill(*skill).into())]));
            let mut out = None;
            ui.horizontal(|ui| {
                if marked(ui.button(loc.t("ui-yes"))).clicked() {
                    out = Some(Answer::Confirm(true));
                }
                if ui.button(loc.t("ui-no")).clicked() {
                    out = Some(Answer::Confirm(false));
                }
            });
            out
        }
        RequestKind::Arrange { cards, .. } => {
            ui.label(loc.tr("prompt-arrange", &[("reason", why.into())]));
            ui.label(loc.cards(cards));
            ui.button(loc.t("ui-keep-order"))
                .clicked()
                .then(|| Answer::Arrange { top: cards.clone(), bottom: Vec::new() })
        }
        RequestKind::Distribute { cards, seats, .. } => {
            ui.label(loc.tr("prompt-distribute", &[("reason", why.into())]));
            ui.label(loc.cards(cards));
            let mut out = None;
            ui.horizontal_wrapped(|ui| {
                for s in seats {
                    if ui.button(loc.tr("ui-give-to", &[("seat", loc.seat(*s).into())])).clicked() {
                        out = Some(Answer::Distribute(vec![(*s, cards.clone())]));
                    }
                }
            });
            out
        }
    }
}

fn play(
    ui: &mut egui::Ui,
    options: &[PlayOption],
    view: &View,
    loc: &Localizer,
    sel: &mut Selection,
    why: WhyNot,
) -> Option<Answer> {
    ui.label(loc.t("prompt-play"));
    let mut out = None;
    ui.horizontal_wrapped(|ui| {
        for (i, o) in options.iter().enumerate() {
            if ui.selectable_label(sel.option == Some(i), source_label(loc, &o.source, o.kind)).clicked() {
                *sel = Selection { option: Some(i), ..Selection::default() };
            }
        }
        if marked(ui.button(loc.t("option-end-phase"))).clicked() {
            out = Some(Answer::EndPhase);
        }
    });
    let Some(o) = sel.option.and_then(|i| options.get(i)) else { return out };
    // Cards for a conversion or an active skill.
    if let CardSource::Convert { from, .. } = &o.source
        && !from.is_empty()
    {
        ui.horizontal_wrapped(|ui| {
            for c in from {
                let mut on = sel.cards.contains(c);
                if ui.checkbox(&mut on, loc.card(*c)).changed() {
                    toggle(&mut sel.cards, *c);
                }
            }
        });
    }
    // Targets: seats, or for 借刀杀人 a pair.
    let t = &o.targets;
    let candidates: Vec<Seat> = if t.pairs.is_empty() {
        t.seats.clone()
    } else {
        match sel.seats.first() {
            Some(a) => t.pairs.iter().find(|(x, _)| x == a).map(|(_, bs)| bs.clone()).unwrap_or_default(),
            None => t.pairs.iter().map(|(a, _)| *a).collect(),
        }
    };
    if t.max > 0 || !t.pairs.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label(loc.t("ui-targets"));
            for s in &candidates {
                let mut on = sel.seats.contains(s);
                if ui.checkbox(&mut on, loc.seat(*s)).changed() {
                    toggle(&mut sel.seats, *s);
                }
            }
            // The others, greyed out, with the reason on hover.
            if let (Some(kind), true) = (o.kind, t.pairs.is_empty() || sel.seats.is_empty()) {
                for p in
                    view.players.iter().filter(|p| p.alive && p.seat != view.viewer && !candidates.contains(&p.seat))
                {
                    let mut off = false;
                    let r = ui.add_enabled(false, egui::Checkbox::new(&mut off, loc.seat(p.seat)));
                    if let Some(text) = why(kind, p.seat) {
                        r.on_disabled_hover_text(text);
                    }
                }
            }
        });
    }
    let answer = play_answer(o, sel);
    if ui.add_enabled(answer.is_some(), egui::Button::new(loc.t("ui-confirm"))).clicked() {
        out = answer;
    }
    out
}

/// The answer the play panel submits for option `o` and the current selection, if it is complete.
pub fn play_answer(o: &PlayOption, sel: &Selection) -> Option<Answer> {
    let source = match &o.source {
        CardSource::Card(c) => Using::Card(*c),
        CardSource::Convert { skill, min, max, .. } => {
            let n = sel.cards.len() as u8;
            if n < *min || n > *max {
                return None;
            }
            Using::Convert { skill: *skill, cards: sel.cards.clone() }
        }
    };
    o.targets.check(&sel.seats).ok()?;
    Some(Answer::Use { source, targets: sel.seats.clone() })
}

/// egui memory key: the tutorial points at the prompt's end / pass / yes button this frame.
pub const MARK_BUTTON: &str = "tutorial-mark-button";

/// Outlines `resp` when the tutorial points at the prompt's main button.
fn marked(resp: egui::Response) -> egui::Response {
    let ctx = resp.ctx.clone();
    if ctx.data(|d| d.get_temp::<bool>(egui::Id::new(MARK_BUTTON))).unwrap_or(false) {
        let pulse = (0.5 + 0.5 * (ctx.input(|i| i.time) * 4.0).sin()) as f32;
        let c = egui::Color32::from_rgb(80, 220, 255).gamma_multiply(0.5 + 0.5 * pulse);
        let p = ctx.layer_painter(resp.layer_id);
        p.rect_stroke(resp.rect.expand(3.0), 4.0, egui::Stroke::new(3.0, c), egui::StrokeKind::Outside);
        ctx.request_repaint();
    }
    resp
}
