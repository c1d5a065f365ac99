//! Playing-card faces (one per physical card: same-name copies get their own composition) and the back.
//!
//! Text stays off the art except rank, suit, weapon range, horse ±1 and the EX mark, which read the same in
//! every language; the client writes the card's name from Fluent on the plaque (`sanguosha::art::NAME_PLAQUE`).

use crate::canvas::{Align, Canvas, Font, P, mix, rgb, rgba};
use crate::shapes::{INK, blossom, brush_ring, cloud, fill_suit, jian, ridge};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sanguosha::art::NAME_PLAQUE;
use sanguosha::i18n::Localizer;
use sanguosha::rules::data::{CardDef, CardKind, Subtype, Suit};
use std::f32::consts::PI;

pub const W: f32 = 240.0;
pub const H: f32 = 336.0;

/// Frame colour per type, and a lighter tint for the illustration.
fn frame(sub: Subtype) -> (u32, u32) {
    match sub {
        Subtype::Basic => (0x8c1c13, 0xf2d9c4),
        Subtype::Trick => (0x1f3f73, 0xd5deec),
        Subtype::DelayedTrick => (0x4b2a6b, 0xe0d4ea),
        Subtype::Weapon => (0x6b4a1c, 0xeadcc0),
        Subtype::Armor => (0x2f5a3c, 0xd3e6d6),
        Subtype::DefensiveHorse => (0x2d5f6b, 0xd2e5e8),
        Subtype::OffensiveHorse => (0x7a3b1a, 0xf0dacb),
    }
}

const GOLD: u32 = 0xc9a14a;
const PAPER: u32 = 0xf3e8cf;

/// Renders card `index` (0-based into the data) at `scale`; `name` is written on the plaque when given
/// (the contact sheet), never in the shipped faces.
pub fn face(index: usize, def: &CardDef, scale: f32, font: &Font, name: Option<&str>) -> Canvas {
    let mut c = Canvas::new(W, H, scale);
    let sub = def.kind.subtype();
    let (dark, tint) = frame(sub);
    let mut rng = ChaCha8Rng::seed_from_u64(0x5a6_0000 + index as u64);

    // Frame and paper.
    let outer = P::new().rrect(0.0, 0.0, W, H, 16.0).done();
    c.fill_linear(&outer, 0.0, 0.0, W, H, &[(0.0, rgb(mix(dark, 0xffffff, 0.15))), (1.0, rgb(mix(dark, INK, 0.35)))]);
    let paper = P::new().rrect(8.0, 8.0, W - 16.0, H - 16.0, 10.0).done();
    c.fill_radial(&paper, W / 2.0, H * 0.45, H * 0.7, &[(0.0, rgb(PAPER)), (0.7, rgb(0xeadcb8)), (1.0, rgb(0xcfb98a))]);
    c.stroke(&P::new().rrect(13.0, 13.0, W - 26.0, H - 26.0, 7.0).done(), rgba(dark, 0.8), 1.6);

    // Illustration window.
    let win = P::new().rrect(22.0, 22.0, W - 44.0, 222.0, 8.0).done();
    c.fill_linear(&win, 0.0, 22.0, 0.0, 244.0, &[(0.0, rgb(mix(tint, 0xffffff, 0.5))), (1.0, rgb(tint))]);
    c.clip(&win);
    scenery(&mut c, &mut rng, dark);
    c.save();
    c.translate(W / 2.0, 140.0);
    c.rotate(rng.random_range(-7.0..7.0), 0.0, 0.0);
    c.scale(rng.random_range(0.92..1.04));
    if rng.random_bool(0.5) && symmetric_ok(def.kind) {
        c.scale_xy(-1.0, 1.0);
    }
    emblem(&mut c, def.kind, &mut rng);
    c.restore();
    c.unclip();
    c.stroke(&win, rgb(dark), 2.4);
    c.stroke(&P::new().rrect(25.0, 25.0, W - 50.0, 216.0, 6.0).done(), rgba(GOLD, 0.7), 1.0);

    // Rank and suit badge.
    let badge = P::new().rrect(14.0, 14.0, 44.0, 74.0, 8.0).done();
    c.fill(&badge, rgba(PAPER, 0.94));
    c.stroke(&badge, rgb(dark), 1.6);
    let ink = if matches!(def.suit, Suit::Heart | Suit::Diamond) { 0xb3161b } else { INK };
    let rank = Localizer::rank(def.rank);
    let size = if rank.len() > 1 { 24.0 } else { 30.0 };
    c.text(font, &rank, 36.0, 46.0, size, rgb(ink), Align::Center, 0.8);
    fill_suit(&mut c, def.suit, 36.0, 68.0, 22.0, ink);

    // Type badge (top right): a diamond in the frame colour with the type's mark.
    type_badge(&mut c, sub, W - 36.0, 40.0, dark);

    // Name plaque.
    let (px, py, pw, ph) = (NAME_PLAQUE.0 * W, NAME_PLAQUE.1 * H, NAME_PLAQUE.2 * W, NAME_PLAQUE.3 * H);
    let plaque = P::new().rrect(px, py, pw, ph, ph / 2.0).done();
    c.fill_linear(
        &plaque,
        0.0,
        py,
        0.0,
        py + ph,
        &[(0.0, rgb(mix(dark, 0xffffff, 0.12))), (1.0, rgb(mix(dark, INK, 0.3)))],
    );
    c.stroke(&plaque, rgb(GOLD), 2.0);
    c.stroke(&P::new().rrect(px + 4.0, py + 4.0, pw - 8.0, ph - 8.0, ph / 2.0 - 4.0).done(), rgba(GOLD, 0.5), 0.8);
    for side in [-1.0f32, 1.0] {
        let x = W / 2.0 + side * (pw / 2.0 + 8.0);
        c.fill(&P::new().star(x, py + ph / 2.0, 4, 6.0, 2.4, 0.0).done(), rgb(GOLD));
    }
    if let Some(name) = name {
        let size = if name.chars().count() > 4 { 20.0 } else { 24.0 };
        c.text(font, name, W / 2.0, py + ph / 2.0 + size * 0.36, size, rgb(0xfbf3dc), Align::Center, 0.6);
    }

    // Bottom line: range or horse mark, EX mark, a cloud ornament.
    let by = 314.0;
    c.stroke(&P::new().line(&[(40.0, by), (W - 40.0, by)]).done(), rgba(dark, 0.35), 1.0);
    cloud(&mut c, W / 2.0, by + 2.0, 9.0, dark, 0.35);
    match sub {
        Subtype::Weapon => {
            let r = P::new().circle(W - 38.0, by, 13.0).done();
            c.fill(&r, rgb(dark));
            c.stroke(&r, rgb(GOLD), 1.5);
            c.text(
                font,
                &def.kind.info().range.to_string(),
                W - 38.0,
                by + 7.0,
                19.0,
                rgb(0xfbf3dc),
                Align::Center,
                0.5,
            );
        }
        Subtype::DefensiveHorse | Subtype::OffensiveHorse => {
            let r = P::new().rrect(W - 58.0, by - 12.0, 36.0, 24.0, 8.0).done();
            c.fill(&r, rgb(dark));
            c.stroke(&r, rgb(GOLD), 1.5);
            let mark = if sub == Subtype::DefensiveHorse { "+1" } else { "-1" };
            c.text(font, mark, W - 40.0, by + 7.0, 18.0, rgb(0xfbf3dc), Align::Center, 0.5);
        }
        _ => {}
    }
    if sanguosha::rules::data::Package::of_index(index) == Some(sanguosha::rules::data::Package::Ex) {
        c.text(font, "EX", 40.0, by + 7.0, 18.0, rgb(0xa0781e), Align::Center, 0.9);
    }
    c
}

/// Whether an emblem may be mirrored for variety (not when it carries a direction that matters).
fn symmetric_ok(kind: CardKind) -> bool {
    !matches!(
        kind,
        CardKind::Jueying
            | CardKind::Dilu
            | CardKind::Zhuahuangfeidian
            | CardKind::Chitu
            | CardKind::Dayuan
            | CardKind::Zixing
            | CardKind::EightDiagram
    )
}

fn type_badge(c: &mut Canvas, sub: Subtype, x: f32, y: f32, dark: u32) {
    let d = P::new().poly(&[(x, y - 20.0), (x + 16.0, y), (x, y + 20.0), (x - 16.0, y)]).done();
    c.fill(&d, rgb(dark));
    c.stroke(&d, rgb(GOLD), 1.5);
    let g = rgb(0xf4e2b0);
    match sub {
        Subtype::Basic => c.fill(&P::new().circle(x, y, 5.5).done(), g),
        Subtype::Trick => {
            c.fill(&P::new().rect(x - 5.0, y - 7.0, 10.0, 14.0).done(), g);
            c.stroke(&P::new().line(&[(x - 7.0, y - 7.0), (x + 7.0, y - 7.0)]).done(), g, 2.0);
            c.stroke(&P::new().line(&[(x - 7.0, y + 7.0), (x + 7.0, y + 7.0)]).done(), g, 2.0);
        }
        Subtype::DelayedTrick => {
            c.fill(&P::new().poly(&[(x - 6.0, y - 8.0), (x + 6.0, y - 8.0), (x, y)]).done(), g);
            c.fill(&P::new().poly(&[(x - 6.0, y + 8.0), (x + 6.0, y + 8.0), (x, y)]).done(), g);
        }
        Subtype::Weapon => {
            c.stroke(&P::new().line(&[(x - 6.0, y + 7.0), (x + 6.0, y - 7.0)]).done(), g, 2.5);
            c.stroke(&P::new().line(&[(x - 7.0, y + 1.0), (x - 1.0, y + 7.0)]).done(), g, 2.0);
        }
        Subtype::Armor => c.fill(
            &P::new()
                .m(x - 7.0, y - 7.0)
                .l(x + 7.0, y - 7.0)
                .q(x + 7.0, y + 5.0, x, y + 9.0)
                .q(x - 7.0, y + 5.0, x - 7.0, y - 7.0)
                .z()
                .done(),
            g,
        ),
        Subtype::DefensiveHorse | Subtype::OffensiveHorse => c.fill(
            &P::new()
                .poly(&[
                    (x - 7.0, y + 8.0),
                    (x - 3.0, y - 6.0),
                    (x + 4.0, y - 8.0),
                    (x + 7.0, y - 2.0),
                    (x + 2.0, y - 1.0),
                    (x + 1.0, y + 8.0),
                ])
                .done(),
            g,
        ),
    }
}

/// Ink-wash background: sun or moon, two mountain ridges, a few clouds; different per card.
fn scenery(c: &mut Canvas, rng: &mut ChaCha8Rng, dark: u32) {
    let sx = rng.random_range(50.0..190.0);
    let sy = rng.random_range(50.0..90.0);
    let sun = P::new().circle(sx, sy, rng.random_range(14.0..24.0)).done();
    c.fill(&sun, rgba(if rng.random_bool(0.5) { 0xd9573b } else { 0xfff6dc }, 0.55));
    ridge(c, rng, 22.0, W - 22.0, 196.0, 46.0, 246.0, mix(dark, INK, 0.3), 0.22);
    ridge(c, rng, 22.0, W - 22.0, 226.0, 30.0, 246.0, INK, 0.28);
    for _ in 0..rng.random_range(1..3) {
        let x = rng.random_range(40.0..200.0);
        let y = rng.random_range(60.0..170.0);
        cloud(c, x, y, rng.random_range(10.0..16.0), 0xffffff, 0.45);
    }
}

/// The card's illustration, drawn around (0, 0) within about ±80 units.
fn emblem(c: &mut Canvas, kind: CardKind, rng: &mut ChaCha8Rng) {
    let ink = rgb(INK);
    match kind {
        CardKind::Slash => {
            c.save();
            c.rotate(40.0, 0.0, 0.0);
            jian(c, 170.0, 16.0, 0xb9c3cc, 0x6b1d14);
            c.restore();
            for i in 0..3 {
                let o = i as f32 * 14.0 - 14.0;
                let p = P::new().m(-70.0, -10.0 + o).q(0.0, -40.0 + o, 70.0, 20.0 + o).done();
                c.stroke(&p, rgba(0xc0161c, 0.75 - i as f32 * 0.18), 7.0 - i as f32 * 2.0);
            }
        }
        CardKind::Jink => {
            // A swallow darting away, with its motion lines.
            for i in 0..4 {
                let y = -30.0 + i as f32 * 16.0;
                c.stroke(&P::new().m(-75.0, y).q(-40.0, y - 8.0, -10.0, y + 4.0).done(), rgba(0x2a5a8c, 0.6), 3.0);
            }
            let bird = P::new()
                .m(50.0, -10.0)
                .q(30.0, -40.0, -5.0, -55.0)
                .q(10.0, -25.0, 5.0, -12.0)
                .q(-30.0, -5.0, -45.0, 30.0)
                .l(-20.0, 12.0)
                .l(-38.0, 45.0)
                .q(-5.0, 15.0, 20.0, 8.0)
                .q(40.0, 5.0, 50.0, -10.0)
                .z()
                .done();
            c.fill_linear(&bird, 0.0, -50.0, 0.0, 40.0, &[(0.0, rgb(0x1c2a44)), (1.0, rgb(INK))]);
            c.fill(&P::new().oval(30.0, 0.0, 14.0, 7.0).done(), rgb(0xf6efe0));
            c.fill(&P::new().circle(45.0, -8.0, 2.2).done(), rgb(0xf6efe0));
            c.fill(&P::new().poly(&[(50.0, -10.0), (60.0, -8.0), (50.0, -5.0)]).done(), rgb(0xd9573b));
        }
        CardKind::Peach => peach(c, 0.0, 10.0, 52.0, true),
        CardKind::Duel => {
            for (deg, blade) in [(35.0, 0xc8cfd6), (-35.0, 0xaeb8c2)] {
                c.save();
                c.rotate(deg, 0.0, 0.0);
                jian(c, 160.0, 14.0, blade, 0x3a2a1a);
                c.restore();
            }
            c.fill(&P::new().star(0.0, -22.0, 8, 22.0, 8.0, 0.2).done(), rgba(0xf2b630, 0.9));
        }
        CardKind::Dismantlement => {
            // A broken arched bridge over water.
            for side in [-1.0f32, 1.0] {
                let p = P::new()
                    .m(side * 85.0, 10.0)
                    .q(side * 45.0, -40.0, side * 12.0, -32.0)
                    .l(side * 18.0, -16.0)
                    .q(side * 45.0, -20.0, side * 70.0, 20.0)
                    .z()
                    .done();
                c.fill(&p, rgb(0x6b5a44));
                c.stroke(&p, ink, 2.0);
            }
            for (x, y, r) in [(-4.0, 0.0, 6.0), (6.0, 18.0, 5.0), (-8.0, 30.0, 4.0)] {
                c.fill(&P::new().star(x, y, 4, r, r * 0.7, 0.3).done(), rgb(0x6b5a44));
            }
            for i in 0..3 {
                let y = 40.0 + i as f32 * 12.0;
                let mut p = P::new().m(-80.0, y);
                for k in 0..8 {
                    let x = -80.0 + k as f32 * 20.0;
                    p = p.q(x + 5.0, y - 6.0, x + 10.0, y).q(x + 15.0, y + 6.0, x + 20.0, y);
                }
                c.stroke(&p.done(), rgba(0x2a5a8c, 0.7), 2.2);
            }
        }
        CardKind::Snatch => {
            // A sheep led away on a rope.
            let rope = P::new().m(-80.0, -60.0).q(-60.0, 0.0, -38.0, -10.0).done();
            c.stroke(&rope, rgb(0x8a5a2a), 3.0);
            for (x, y) in [(-10.0, 20.0), (15.0, 20.0), (35.0, 24.0)] {
                c.stroke(&P::new().line(&[(x, y), (x, y + 32.0)]).done(), ink, 5.0);
            }
            let mut wool = P::new();
            for (x, y, r) in [
                (-15.0, 0.0, 20.0),
                (5.0, -8.0, 22.0),
                (28.0, -2.0, 20.0),
                (40.0, 14.0, 16.0),
                (0.0, 16.0, 20.0),
                (22.0, 18.0, 18.0),
            ] {
                wool = wool.circle(x, y, r);
            }
            let wool = wool.done();
            c.fill(&wool, rgb(0xf8f3e6));
            c.stroke(&wool, ink, 2.0);
            c.fill(&P::new().circle(5.0, 5.0, 26.0).done(), rgb(0xf8f3e6));
            let head = P::new().oval(-40.0, -14.0, 13.0, 18.0).done();
            c.fill(&head, rgb(0x3a3028));
            c.fill(&P::new().oval(-50.0, -24.0, 9.0, 4.0).done(), rgb(0x3a3028));
            c.fill(&P::new().circle(-44.0, -18.0, 2.5).done(), rgb(0xf8f3e6));
        }
        CardKind::ExNihilo => {
            brush_ring(c, 0.0, 0.0, 56.0, INK, 12.0);
            let sprout = P::new().m(0.0, 30.0).q(-4.0, 5.0, 0.0, -18.0).done();
            c.stroke(&sprout, rgb(0x3f7a3a), 4.0);
            for s in [-1.0f32, 1.0] {
                let leaf =
                    P::new().m(0.0, -10.0).q(s * 22.0, -30.0, s * 30.0, -12.0).q(s * 14.0, -2.0, 0.0, -10.0).z().done();
                c.fill(&leaf, rgb(0x4f9a46));
            }
            for (x, y, r) in [(-30.0, -30.0, 8.0), (32.0, -26.0, 6.0), (26.0, 28.0, 7.0)] {
                c.fill(&P::new().star(x, y, 4, r, r * 0.3, 0.0).done(), rgb(0xe8b830));
            }
        }
        CardKind::Collateral => {
            c.save();
            c.rotate(-25.0, 0.0, 0.0);
            jian(c, 110.0, 18.0, 0xb0bac4, 0x2a2a2a);
            c.restore();
            let arrow = P::new().arc(0.0, 0.0, 66.0, -2.6, 0.6, true).done();
            c.stroke(&arrow, rgba(0xb3161b, 0.85), 5.0);
            let (ax, ay) = (66.0 * 0.6f32.cos(), 66.0 * 0.6f32.sin());
            c.fill(
                &P::new().poly(&[(ax - 12.0, ay - 6.0), (ax + 10.0, ay - 8.0), (ax - 2.0, ay + 14.0)]).done(),
                rgb(0xb3161b),
            );
            c.fill(&P::new().circle(-56.0, -36.0, 9.0).done(), ink);
        }
        CardKind::AmazingGrace => {
            for i in 0..5 {
                let a = -PI / 2.0 + (i as f32 - 2.0) * 0.3;
                let (tx, ty) = (80.0 * a.cos(), 40.0 + 80.0 * a.sin() - 20.0);
                c.stroke(&P::new().m(0.0, 60.0).q(tx * 0.3, 20.0, tx, ty).done(), rgb(0x8a6a2a), 2.5);
                for k in 0..5 {
                    let t = 0.55 + k as f32 * 0.1;
                    let (gx, gy) = (tx * t, 60.0 + (ty - 60.0) * t);
                    for s in [-1.0f32, 1.0] {
                        c.fill(&P::new().oval(gx + s * 5.0, gy, 4.5, 7.5).done(), rgb(0xd9a830));
                    }
                }
            }
            c.fill(&P::new().rrect(-16.0, 48.0, 32.0, 10.0, 3.0).done(), rgb(0xb3161b));
        }
        CardKind::GodSalvation => {
            let branch = P::new().m(-80.0, 50.0).q(-20.0, 20.0, 70.0, -50.0).done();
            c.stroke(&branch, rgb(0x4a3426), 5.0);
            for (x, y) in [(-40.0, 14.0), (0.0, -20.0), (40.0, 16.0)] {
                peach(c, x, y + 14.0, 24.0, false);
            }
            for (x, y, r) in [(-20.0, -40.0, 12.0), (50.0, -40.0, 10.0), (-60.0, -10.0, 10.0)] {
                blossom(c, x, y, r, 0xeb8aa0, rng.random_range(0.0..1.0));
            }
        }
        CardKind::SavageAssault => {
            // A war elephant.
            let body = P::new()
                .oval(10.0, 0.0, 55.0, 36.0)
                .rect(-30.0, 10.0, 16.0, 45.0)
                .rect(-5.0, 15.0, 16.0, 42.0)
                .rect(30.0, 15.0, 16.0, 42.0)
                .rect(50.0, 10.0, 14.0, 44.0)
                .done();
            c.fill(&body, rgb(0x6f6a66));
            let head = P::new().circle(-45.0, -12.0, 26.0).done();
            c.fill(&head, rgb(0x7a7570));
            let trunk = P::new().m(-62.0, -4.0).q(-80.0, 30.0, -66.0, 52.0).done();
            c.stroke(&trunk, rgb(0x7a7570), 13.0);
            c.stroke(&P::new().m(-55.0, 8.0).q(-72.0, 14.0, -80.0, 0.0).done(), rgb(0xf6efe0), 5.0);
            c.fill(&P::new().oval(-30.0, -14.0, 14.0, 20.0).done(), rgb(0x5f5a56));
            c.fill(&P::new().circle(-50.0, -20.0, 3.0).done(), ink);
            let cloth = P::new().rrect(-5.0, -34.0, 50.0, 30.0, 4.0).done();
            c.fill(&cloth, rgb(0xb3161b));
            c.stroke(&cloth, rgb(0xe8b830), 2.0);
        }
        CardKind::ArcheryAttack => {
            for i in 0..9 {
                let x = -70.0 + i as f32 * 18.0 + rng.random_range(-4.0..4.0);
                let y = -60.0 + (i % 3) as f32 * 18.0;
                c.save();
                c.translate(x, y);
                c.rotate(25.0, 0.0, 0.0);
                arrow(c, 80.0);
                c.restore();
            }
        }
        CardKind::Nullification => {
            // A sealed scroll under a ward.
            let scroll = P::new().rect(-50.0, -28.0, 100.0, 56.0).done();
            c.fill(&scroll, rgb(0xf4ead2));
            c.stroke(&scroll, ink, 2.0);
            for s in [-1.0f32, 1.0] {
                c.fill(&P::new().rrect(s * 54.0 - 7.0, -34.0, 14.0, 68.0, 6.0).done(), rgb(0x7a4a22));
            }
            for i in 0..4 {
                let y = -16.0 + i as f32 * 10.0;
                c.stroke(&P::new().line(&[(-36.0, y), (36.0, y)]).done(), rgba(INK, 0.5), 2.0);
            }
            let ring = P::new().circle(0.0, 0.0, 66.0).circle(0.0, 0.0, 56.0).done();
            c.fill_eo(&ring, rgba(0x1f5fa0, 0.9));
            c.stroke(&P::new().line(&[(-40.0, -40.0), (40.0, 40.0)]).done(), rgba(0x1f5fa0, 0.9), 10.0);
        }
        CardKind::Indulgence => {
            // A bronze wine vessel (爵) with rising music notes.
            let cup = P::new()
                .m(-50.0, -20.0)
                .l(50.0, -28.0)
                .q(40.0, 20.0, 0.0, 26.0)
                .q(-36.0, 20.0, -50.0, -20.0)
                .z()
                .done();
            c.fill_linear(
                &cup,
                -50.0,
                0.0,
                50.0,
                0.0,
                &[(0.0, rgb(0x8a6a2a)), (0.5, rgb(0xc99a40)), (1.0, rgb(0x6a4a1a))],
            );
            c.stroke(&cup, ink, 2.0);
            for x in [-22.0f32, 0.0, 22.0] {
                c.stroke(&P::new().line(&[(x * 0.8, 24.0), (x * 1.3, 60.0)]).done(), rgb(0x6a4a1a), 5.0);
            }
            c.fill(&P::new().oval(0.0, -24.0, 48.0, 6.0).done(), rgb(0x7a1f2a));
            for (x, y) in [(-30.0, -50.0), (10.0, -62.0), (40.0, -48.0)] {
                c.fill(&P::new().oval(x, y, 7.0, 5.0).done(), ink);
                c.stroke(&P::new().line(&[(x + 6.0, y), (x + 6.0, y - 22.0)]).done(), ink, 2.0);
            }
        }
        CardKind::Lightning => {
            let cl = P::new().oval(0.0, -45.0, 60.0, 20.0).circle(-30.0, -55.0, 22.0).circle(12.0, -62.0, 26.0).done();
            c.fill(&cl, rgb(0x3a3f4a));
            let bolt = P::new()
                .poly(&[
                    (10.0, -40.0),
                    (-22.0, 8.0),
                    (-2.0, 8.0),
                    (-18.0, 66.0),
                    (28.0, -2.0),
                    (6.0, -2.0),
                    (24.0, -40.0),
                ])
                .done();
            c.fill(&bolt, rgb(0xf2c230));
            c.stroke(&bolt, rgb(0x8a5a10), 2.0);
        }
        CardKind::Crossbow => {
            let stock = P::new().rrect(-8.0, -50.0, 16.0, 120.0, 4.0).done();
            c.fill(&stock, rgb(0x6a4426));
            c.stroke(&stock, ink, 1.5);
            let bow = P::new().m(-75.0, -10.0).q(0.0, -70.0, 75.0, -10.0).done();
            c.stroke(&bow, rgb(0x3a2a1a), 9.0);
            c.stroke(&P::new().line(&[(-75.0, -10.0), (0.0, 10.0), (75.0, -10.0)]).done(), rgb(0xe8dcc0), 1.5);
            for dx in [-10.0f32, 0.0, 10.0] {
                c.save();
                c.translate(dx, -20.0);
                arrow(c, 70.0);
                c.restore();
            }
            c.fill(&P::new().rrect(-18.0, 30.0, 36.0, 16.0, 3.0).done(), rgb(0xb8892c));
        }
        CardKind::DoubleSword => {
            for (dx, blade, hilt) in [(-14.0, 0xe0e6ea, 0x2a2a2a), (14.0, 0x7a8490, 0xb3161b)] {
                c.save();
                c.translate(dx, 0.0);
                c.rotate(dx * 0.5, 0.0, 60.0);
                jian(c, 160.0, 13.0, blade, hilt);
                c.restore();
            }
            yin_yang(c, 0.0, 62.0, 14.0);
        }
        CardKind::QinggangSword => {
            c.fill(&P::new().oval(0.0, 0.0, 26.0, 84.0).done(), rgba(0x4fb0a0, 0.25));
            jian(c, 176.0, 18.0, 0x5aa0a8, 0x1f3a3a);
            c.stroke(&P::new().m(8.0, 70.0).q(26.0, 80.0, 20.0, 95.0).done(), rgb(0xb3161b), 4.0);
        }
        CardKind::IceSword => {
            for i in 0..6 {
                c.save();
                c.rotate(i as f32 * 60.0, 0.0, 0.0);
                let arm = P::new()
                    .line(&[(0.0, 0.0), (0.0, -70.0)])
                    .m(0.0, -45.0)
                    .l(-14.0, -58.0)
                    .m(0.0, -45.0)
                    .l(14.0, -58.0)
                    .done();
                c.stroke(&arm, rgba(0x8fd0f0, 0.8), 5.0);
                c.restore();
            }
            c.save();
            c.rotate(-20.0, 0.0, 0.0);
            jian(c, 168.0, 16.0, 0xbfe6f6, 0x2a4a6a);
            c.restore();
        }
        CardKind::Blade => {
            // 青龙偃月刀: a long pole with a crescent blade.
            c.save();
            c.rotate(20.0, 0.0, 0.0);
            c.stroke(&P::new().line(&[(0.0, -40.0), (0.0, 90.0)]).done(), rgb(0x3a2a1a), 8.0);
            let blade = P::new()
                .m(-4.0, -30.0)
                .q(-10.0, -70.0, 14.0, -92.0)
                .q(40.0, -60.0, 28.0, -20.0)
                .q(14.0, -8.0, 4.0, -20.0)
                .z()
                .done();
            c.fill_linear(&blade, -10.0, 0.0, 40.0, 0.0, &[(0.0, rgb(0xdde4ea)), (1.0, rgb(0x7a8894))]);
            c.stroke(&blade, ink, 2.0);
            let dragon = P::new().m(2.0, -22.0).q(20.0, -40.0, 10.0, -60.0).done();
            c.stroke(&dragon, rgb(0x2f8a5a), 4.0);
            c.restore();
        }
        CardKind::Spear => {
            // 丈八蛇矛: a serpentine blade on a long pole.
            c.save();
            c.rotate(-25.0, 0.0, 0.0);
            c.stroke(&P::new().line(&[(0.0, -30.0), (0.0, 95.0)]).done(), rgb(0x2a2018), 7.0);
            let mut p = P::new().m(-6.0, -30.0);
            for k in 0..4 {
                let y = -30.0 - k as f32 * 16.0;
                p = p.q(if k % 2 == 0 { -12.0 } else { 4.0 }, y - 8.0, -4.0, y - 16.0);
            }
            let p = p.l(0.0, -100.0).l(6.0, -94.0);
            let mut p = p;
            for k in (0..4).rev() {
                let y = -30.0 - k as f32 * 16.0;
                p = p.q(if k % 2 == 0 { 12.0 } else { -4.0 }, y - 8.0, 6.0, y);
            }
            let blade = p.z().done();
            c.fill_linear(&blade, -10.0, 0.0, 10.0, 0.0, &[(0.0, rgb(0xdde4ea)), (1.0, rgb(0x707c88))]);
            c.stroke(&blade, ink, 1.5);
            c.fill(
                &P::new().poly(&[(-10.0, -28.0), (10.0, -28.0), (14.0, -14.0), (0.0, -20.0), (-14.0, -14.0)]).done(),
                rgb(0xb3161b),
            );
            c.restore();
        }
        CardKind::Axe => {
            c.save();
            c.rotate(-15.0, 0.0, 0.0);
            c.stroke(&P::new().line(&[(0.0, -80.0), (0.0, 90.0)]).done(), rgb(0x4a3020), 9.0);
            let head = P::new().m(4.0, -70.0).q(70.0, -80.0, 62.0, -10.0).q(40.0, -30.0, 4.0, -20.0).z().done();
            c.fill_linear(&head, 0.0, 0.0, 70.0, 0.0, &[(0.0, rgb(0x6a737c)), (1.0, rgb(0xd4dbe0))]);
            c.stroke(&head, ink, 2.2);
            let back = P::new().poly(&[(-4.0, -66.0), (-26.0, -56.0), (-26.0, -34.0), (-4.0, -26.0)]).done();
            c.fill(&back, rgb(0x5a626a));
            c.restore();
        }
        CardKind::Halberd => {
            c.save();
            c.rotate(15.0, 0.0, 0.0);
            c.stroke(&P::new().line(&[(0.0, -60.0), (0.0, 95.0)]).done(), rgb(0x5a1a14), 7.0);
            let tip = P::new().poly(&[(0.0, -100.0), (8.0, -70.0), (0.0, -56.0), (-8.0, -70.0)]).done();
            c.fill(&tip, rgb(0xcfd6dc));
            c.stroke(&tip, ink, 1.5);
            for s in [-1.0f32, 1.0] {
                let moon = P::new()
                    .m(s * 4.0, -66.0)
                    .q(s * 50.0, -80.0, s * 44.0, -36.0)
                    .q(s * 30.0, -56.0, s * 4.0, -46.0)
                    .z()
                    .done();
                c.fill_linear(&moon, 0.0, 0.0, s * 50.0, 0.0, &[(0.0, rgb(0x8a949e)), (1.0, rgb(0xe2e8ec))]);
                c.stroke(&moon, ink, 1.8);
            }
            c.stroke(&P::new().m(0.0, -40.0).q(-16.0, -30.0, -12.0, -10.0).done(), rgb(0xb3161b), 4.0);
            c.restore();
        }
        CardKind::KylinBow => {
            let bow = P::new().m(-20.0, -85.0).q(60.0, -60.0, 20.0, 0.0).q(60.0, 60.0, -20.0, 85.0).done();
            c.stroke(&bow, rgb(0x7a2a1a), 8.0);
            c.stroke(&P::new().line(&[(-20.0, -85.0), (-40.0, 0.0), (-20.0, 85.0)]).done(), rgb(0xe8dcc0), 1.6);
            c.save();
            c.rotate(90.0, -40.0, 0.0);
            c.translate(-40.0, -20.0);
            arrow(c, 110.0);
            c.restore();
            for k in 0..3 {
                let y = -82.0 + k as f32 * 6.0;
                c.stroke(&P::new().m(-20.0, y).q(-34.0, y + 10.0, -30.0, y + 26.0).done(), rgb(0xc0161c), 2.5);
            }
        }
        CardKind::EightDiagram => {
            let oct = P::new().star(0.0, 0.0, 4, 78.0, 78.0, PI / 8.0).done();
            c.fill(&oct, rgb(0xe9dcc0));
            c.stroke(&oct, ink, 3.0);
            // Trigrams: bit k of `t` set = a solid line.
            for (i, t) in [7u8, 6, 5, 4, 3, 2, 1, 0].iter().enumerate() {
                c.save();
                c.rotate(i as f32 * 45.0, 0.0, 0.0);
                for k in 0..3 {
                    let y = -66.0 + k as f32 * 8.0;
                    if t & (1 << k) != 0 {
                        c.stroke_cap(
                            &P::new().line(&[(-16.0, y), (16.0, y)]).done(),
                            ink,
                            4.5,
                            tiny_skia::LineCap::Butt,
                        );
                    } else {
                        for s in [-1.0f32, 1.0] {
                            let line = P::new().line(&[(s * 16.0, y), (s * 4.0, y)]).done();
                            c.stroke_cap(&line, ink, 4.5, tiny_skia::LineCap::Butt);
                        }
                    }
                }
                c.restore();
            }
            yin_yang(c, 0.0, 0.0, 30.0);
        }
        CardKind::RenwangShield => {
            let shield = P::new().circle(0.0, 0.0, 74.0).done();
            c.fill_radial(&shield, -20.0, -20.0, 100.0, &[(0.0, rgb(0xd9a03a)), (1.0, rgb(0x7a4a14))]);
            c.stroke(&shield, ink, 3.0);
            c.stroke(&P::new().circle(0.0, 0.0, 62.0).done(), rgba(INK, 0.6), 2.0);
            for i in 0..12 {
                let a = i as f32 * PI / 6.0;
                c.fill(&P::new().circle(68.0 * a.cos(), 68.0 * a.sin(), 3.0).done(), rgb(0xf2d890));
            }
            let face = P::new().star(0.0, 0.0, 6, 36.0, 20.0, 0.0).done();
            c.fill(&face, rgb(0x8a1a14));
            c.fill(&P::new().circle(0.0, 0.0, 14.0).done(), rgb(0xf2d890));
        }
        CardKind::Jueying => horse(c, 0x1a1a22, 0x3a4a6a, None),
        CardKind::Dilu => horse(c, 0xe8e2d6, 0x3a3028, Some(0x3a3028)),
        CardKind::Zhuahuangfeidian => horse(c, 0xf2eee4, 0xd9a830, Some(0xd9a830)),
        CardKind::Chitu => horse(c, 0xb3261b, 0x4a0e0a, None),
        CardKind::Dayuan => horse(c, 0x8a5a2a, 0x2a1a10, None),
        CardKind::Zixing => horse(c, 0x6a2a4a, 0x1a0a14, Some(0xe8dcc0)),
    }
}

/// A peach with a leaf; `crease` draws the fruit's groove.
fn peach(c: &mut Canvas, x: f32, y: f32, r: f32, crease: bool) {
    let p = P::new()
        .m(x, y + r)
        .c(x - 1.25 * r, y + 0.8 * r, x - 1.1 * r, y - 0.9 * r, x, y - r)
        .c(x + 1.1 * r, y - 0.9 * r, x + 1.25 * r, y + 0.8 * r, x, y + r)
        .z()
        .done();
    c.fill_radial(
        &p,
        x - 0.3 * r,
        y - 0.2 * r,
        1.4 * r,
        &[(0.0, rgb(0xffe2c8)), (0.5, rgb(0xf08a80)), (1.0, rgb(0xc8303a))],
    );
    if crease {
        c.stroke(&P::new().m(x, y - r).q(x + 0.25 * r, y, x, y + r).done(), rgba(0x9a1a24, 0.5), r * 0.05);
    }
    let leaf = P::new()
        .m(x, y - r)
        .q(x + 0.5 * r, y - 1.6 * r, x + 1.1 * r, y - 1.2 * r)
        .q(x + 0.5 * r, y - 0.8 * r, x, y - r)
        .z()
        .done();
    c.fill(&leaf, rgb(0x4f8a3a));
    c.stroke(
        &P::new().m(x, y - r).q(x - 0.1 * r, y - 1.3 * r, x - 0.3 * r, y - 1.5 * r).done(),
        rgb(0x4a3426),
        r * 0.08,
    );
}

fn yin_yang(c: &mut Canvas, x: f32, y: f32, r: f32) {
    c.fill(&P::new().circle(x, y, r).done(), rgb(0xf6efe0));
    let dark = P::new()
        .m(x, y - r)
        .arc(x, y, r, -PI / 2.0, PI / 2.0, false)
        .arc(x, y + r / 2.0, r / 2.0, PI / 2.0, 1.5 * PI, false)
        .arc(x, y - r / 2.0, r / 2.0, PI / 2.0, -PI / 2.0, false)
        .z()
        .done();
    c.fill(&dark, rgb(INK));
    c.fill(&P::new().circle(x, y - r / 2.0, r / 7.0).done(), rgb(0xf6efe0));
    c.fill(&P::new().circle(x, y + r / 2.0, r / 7.0).done(), rgb(INK));
    c.stroke(&P::new().circle(x, y, r).done(), rgb(INK), 1.5);
}

/// An arrow pointing down, `len` long, starting at (0, −len/2).
fn arrow(c: &mut Canvas, len: f32) {
    let h = len / 2.0;
    c.stroke(&P::new().line(&[(0.0, -h), (0.0, h - 8.0)]).done(), rgb(0x4a3020), 2.5);
    c.fill(&P::new().poly(&[(0.0, h + 4.0), (-5.0, h - 10.0), (5.0, h - 10.0)]).done(), rgb(0x5a626a));
    for s in [-1.0f32, 1.0] {
        c.fill(
            &P::new().poly(&[(0.0, -h + 2.0), (s * 6.0, -h - 4.0), (s * 6.0, -h + 10.0), (0.0, -h + 16.0)]).done(),
            rgb(0xe8dcc0),
        );
    }
}

/// A horse's head and neck facing left; `mark` adds a blaze on the forehead.
fn horse(c: &mut Canvas, coat: u32, mane: u32, mark: Option<u32>) {
    let head = P::new()
        .m(40.0, 80.0)
        .c(30.0, 40.0, 30.0, 20.0, 22.0, -30.0)
        .l(14.0, -62.0)
        .l(6.0, -44.0)
        .c(-10.0, -44.0, -30.0, -20.0, -58.0, 18.0)
        .c(-66.0, 30.0, -56.0, 42.0, -44.0, 38.0)
        .c(-30.0, 34.0, -18.0, 24.0, -4.0, 20.0)
        .c(0.0, 40.0, -10.0, 60.0, -16.0, 80.0)
        .z()
        .done();
    c.fill_linear(
        &head,
        -60.0,
        -40.0,
        40.0,
        80.0,
        &[(0.0, rgb(mix(coat, 0xffffff, 0.25))), (1.0, rgb(mix(coat, INK, 0.3)))],
    );
    c.stroke(&head, rgb(INK), 2.2);
    for k in 0..6 {
        let y = -44.0 + k as f32 * 20.0;
        let p = P::new()
            .m(20.0 + k as f32 * 3.0, y)
            .q(46.0 + k as f32 * 2.0, y + 4.0, 44.0 + k as f32 * 3.0, y + 22.0)
            .done();
        c.stroke(&p, rgb(mane), 7.0);
    }
    c.fill(&P::new().oval(-18.0, -12.0, 5.0, 3.5).done(), rgb(INK));
    c.fill(&P::new().circle(-50.0, 26.0, 3.0).done(), rgb(INK));
    c.stroke(&P::new().m(-4.0, -30.0).q(-30.0, 0.0, -50.0, 30.0).done(), rgba(0xb3161b, 0.8), 2.5);
    if let Some(m) = mark {
        c.fill(
            &P::new().poly(&[(-8.0, -34.0), (-2.0, -26.0), (-24.0, 4.0), (-30.0, 0.0)]).done(),
            rgb(mix(m, 0xffffff, 0.1)),
        );
    }
}

/// The card back: deep red with a gold lattice and a central medallion.
pub fn back(scale: f32) -> Canvas {
    let mut c = Canvas::new(W, H, scale);
    let outer = P::new().rrect(0.0, 0.0, W, H, 16.0).done();
    c.fill_radial(&outer, W / 2.0, H / 2.0, H * 0.7, &[(0.0, rgb(0x8c2a1e)), (1.0, rgb(0x4a0f0a))]);
    let inner = P::new().rrect(12.0, 12.0, W - 24.0, H - 24.0, 10.0).done();
    c.stroke(&inner, rgb(GOLD), 2.5);
    c.clip(&inner);
    for i in -12..24 {
        let x = i as f32 * 24.0;
        c.stroke(&P::new().line(&[(x, 0.0), (x + H, H)]).done(), rgba(GOLD, 0.16), 1.5);
        c.stroke(&P::new().line(&[(x, 0.0), (x - H, H)]).done(), rgba(GOLD, 0.16), 1.5);
    }
    c.unclip();
    let med = P::new().circle(W / 2.0, H / 2.0, 62.0).done();
    c.fill_radial(&med, W / 2.0, H / 2.0, 62.0, &[(0.0, rgb(0xa8382a)), (1.0, rgb(0x5a140e))]);
    c.stroke(&med, rgb(GOLD), 3.0);
    c.stroke(&P::new().circle(W / 2.0, H / 2.0, 52.0).done(), rgba(GOLD, 0.7), 1.2);
    for (i, s) in [Suit::Spade, Suit::Heart, Suit::Club, Suit::Diamond].into_iter().enumerate() {
        let a = i as f32 * PI / 2.0 - PI / 2.0;
        fill_suit(&mut c, s, W / 2.0 + 30.0 * a.cos(), H / 2.0 + 30.0 * a.sin(), 18.0, GOLD);
    }
    for (x, y) in [(28.0, 28.0), (W - 28.0, 28.0), (28.0, H - 28.0), (W - 28.0, H - 28.0)] {
        cloud(&mut c, x, y, 10.0, GOLD, 0.6);
    }
    c
}
