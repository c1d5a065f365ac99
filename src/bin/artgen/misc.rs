//! Role cards (seed 001: 主公 red with an iron helmet, 忠臣 yellow with a flower, 反贼 green with a flame,
//! 内奸 blue with an eye), HP 勾玉 icons and the table background.

use crate::canvas::{Canvas, P, mix, rgb, rgba};
use crate::shapes::{INK, blossom, cloud};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::f32::consts::PI;

pub const ROLE_W: f32 = 200.0;
pub const ROLE_H: f32 = 280.0;

/// Renders a role card; `role` is one of `sanguosha::art::ROLES`.
pub fn role(role: &str, scale: f32) -> Canvas {
    let (w, h) = (ROLE_W, ROLE_H);
    let mut c = Canvas::new(w, h, scale);
    let base = match role {
        "lord" => 0xb3261b,
        "loyalist" => 0xd9a820,
        "rebel" => 0x2e7a3a,
        _ => 0x2a5aa8,
    };
    let outer = P::new().rrect(0.0, 0.0, w, h, 14.0).done();
    c.fill_radial(
        &outer,
        w / 2.0,
        h * 0.42,
        h * 0.75,
        &[(0.0, rgb(mix(base, 0xffffff, 0.35))), (0.6, rgb(base)), (1.0, rgb(mix(base, INK, 0.5)))],
    );
    c.stroke(&P::new().rrect(10.0, 10.0, w - 20.0, h - 20.0, 9.0).done(), rgb(0xe8cf86), 2.5);
    c.stroke(&P::new().rrect(16.0, 16.0, w - 32.0, h - 32.0, 6.0).done(), rgba(0xe8cf86, 0.5), 1.0);
    for (x, y) in [(30.0, 30.0), (w - 30.0, 30.0), (30.0, h - 30.0), (w - 30.0, h - 30.0)] {
        cloud(&mut c, x, y, 9.0, 0xe8cf86, 0.6);
    }
    let (cx, cy) = (w / 2.0, h * 0.44);
    let medal = P::new().circle(cx, cy, 70.0).done();
    c.fill_radial(&medal, cx, cy, 70.0, &[(0.0, rgba(0xfff6e0, 0.95)), (1.0, rgba(0xf0dcb0, 0.95))]);
    c.stroke(&medal, rgb(0xe8cf86), 3.0);
    match role {
        "lord" => {
            // An iron helmet with a crest.
            let dome = P::new()
                .m(cx - 44.0, cy + 20.0)
                .q(cx - 46.0, cy - 40.0, cx, cy - 42.0)
                .q(cx + 46.0, cy - 40.0, cx + 44.0, cy + 20.0)
                .z()
                .done();
            c.fill_linear(
                &dome,
                cx - 46.0,
                0.0,
                cx + 46.0,
                0.0,
                &[(0.0, rgb(0x9aa4ae)), (0.4, rgb(0x5a646e)), (1.0, rgb(0x2a3038))],
            );
            c.stroke(&dome, rgb(INK), 2.5);
            let brim = P::new()
                .m(cx - 54.0, cy + 24.0)
                .q(cx, cy + 6.0, cx + 54.0, cy + 24.0)
                .l(cx + 50.0, cy + 34.0)
                .q(cx, cy + 18.0, cx - 50.0, cy + 34.0)
                .z()
                .done();
            c.fill(&brim, rgb(0x3a424a));
            c.stroke(&brim, rgb(INK), 2.0);
            for s in [-1.0f32, 1.0] {
                let flap = P::new()
                    .m(cx + s * 44.0, cy + 26.0)
                    .q(cx + s * 52.0, cy + 50.0, cx + s * 36.0, cy + 56.0)
                    .l(cx + s * 30.0, cy + 28.0)
                    .z()
                    .done();
                c.fill(&flap, rgb(0x4a525a));
                c.stroke(&flap, rgb(INK), 1.5);
            }
            c.fill(
                &P::new().poly(&[(cx - 6.0, cy - 40.0), (cx + 6.0, cy - 40.0), (cx, cy - 66.0)]).done(),
                rgb(0xc9a14a),
            );
            c.fill(&P::new().circle(cx, cy - 48.0, 7.0).done(), rgb(0xb3161b));
            for i in 0..5 {
                let x = cx - 24.0 + i as f32 * 12.0;
                c.fill(&P::new().circle(x, cy + 16.0, 2.5).done(), rgb(0xd8dde2));
            }
        }
        "loyalist" => {
            c.stroke(&P::new().m(cx, cy + 60.0).q(cx - 10.0, cy + 20.0, cx, cy).done(), rgb(0x3f7a3a), 5.0);
            for s in [-1.0f32, 1.0] {
                let leaf = P::new()
                    .m(cx - 4.0, cy + 36.0)
                    .q(cx + s * 30.0, cy + 20.0, cx + s * 40.0, cy + 40.0)
                    .q(cx + s * 20.0, cy + 50.0, cx - 4.0, cy + 36.0)
                    .z()
                    .done();
                c.fill(&leaf, rgb(0x4f9a46));
            }
            blossom(&mut c, cx, cy - 10.0, 46.0, 0xe8b020, 0.3);
            blossom(&mut c, cx, cy - 10.0, 22.0, 0xf6d860, 0.9);
        }
        "rebel" => {
            let flame = |r: f32, dy: f32| {
                P::new()
                    .m(cx, cy + 50.0 + dy)
                    .c(cx - 50.0 * r, cy + 50.0 + dy, cx - 56.0 * r, cy + dy, cx - 30.0 * r, cy - 30.0 * r + dy)
                    .c(
                        cx - 26.0 * r,
                        cy - 8.0 * r + dy,
                        cx - 14.0 * r,
                        cy - 4.0 * r + dy,
                        cx - 10.0 * r,
                        cy - 12.0 * r + dy,
                    )
                    .c(
                        cx - 18.0 * r,
                        cy - 40.0 * r + dy,
                        cx - 4.0 * r,
                        cy - 60.0 * r + dy,
                        cx + 10.0 * r,
                        cy - 70.0 * r + dy,
                    )
                    .c(
                        cx + 6.0 * r,
                        cy - 40.0 * r + dy,
                        cx + 30.0 * r,
                        cy - 34.0 * r + dy,
                        cx + 26.0 * r,
                        cy - 54.0 * r + dy,
                    )
                    .c(cx + 56.0 * r, cy - 20.0 * r + dy, cx + 50.0 * r, cy + 50.0 + dy, cx, cy + 50.0 + dy)
                    .z()
                    .done()
            };
            c.fill_linear(
                &flame(1.0, 0.0),
                0.0,
                cy - 70.0,
                0.0,
                cy + 50.0,
                &[(0.0, rgb(0xf2a020)), (1.0, rgb(0xc0261b))],
            );
            c.stroke(&flame(1.0, 0.0), rgb(0x6a1a10), 2.0);
            c.fill_linear(
                &flame(0.55, 0.0),
                0.0,
                cy - 40.0,
                0.0,
                cy + 50.0,
                &[(0.0, rgb(0xfff0a0)), (1.0, rgb(0xf2a020))],
            );
        }
        _ => {
            let eye =
                P::new().m(cx - 60.0, cy).q(cx, cy - 52.0, cx + 60.0, cy).q(cx, cy + 52.0, cx - 60.0, cy).z().done();
            c.fill(&eye, rgb(0xfbf6ea));
            c.stroke(&eye, rgb(INK), 3.0);
            let iris = P::new().circle(cx, cy, 22.0).done();
            c.fill_radial(&iris, cx - 5.0, cy - 5.0, 26.0, &[(0.0, rgb(0x5a8ad0)), (1.0, rgb(0x1a3a7a))]);
            c.fill(&P::new().circle(cx, cy, 9.0).done(), rgb(INK));
            c.fill(&P::new().circle(cx - 7.0, cy - 7.0, 4.0).done(), rgb(0xffffff));
            for i in 0..7 {
                let a = PI + 0.35 + i as f32 * 0.4;
                let (x0, y0) = (cx + 62.0 * a.cos(), cy - 4.0 + 40.0 * a.sin());
                c.stroke(
                    &P::new().line(&[(x0, y0), (x0 * 1.0 + 8.0 * a.cos(), y0 + 10.0 * a.sin())]).done(),
                    rgb(INK),
                    2.5,
                );
            }
        }
    }
    // The plaque where the client writes the role's name.
    let plaque = P::new().rrect(40.0, h - 74.0, w - 80.0, 36.0, 18.0).done();
    c.fill(&plaque, rgba(INK, 0.35));
    c.stroke(&plaque, rgb(0xe8cf86), 1.5);
    c
}

/// A 勾玉 (magatama) HP icon, `full` or `empty`.
pub fn hp(full: bool, scale: f32) -> Canvas {
    let mut c = Canvas::new(48.0, 48.0, scale);
    let p = P::new()
        .m(24.0, 6.0)
        .c(36.0, 6.0, 42.0, 16.0, 40.0, 26.0)
        .c(38.0, 38.0, 26.0, 44.0, 14.0, 42.0)
        .c(22.0, 38.0, 24.0, 32.0, 20.0, 28.0)
        .c(12.0, 28.0, 8.0, 22.0, 9.0, 16.0)
        .c(10.0, 10.0, 16.0, 6.0, 24.0, 6.0)
        .z()
        .done();
    if full {
        c.fill_radial(&p, 20.0, 16.0, 30.0, &[(0.0, rgb(0xb8f0a0)), (0.5, rgb(0x3fa040)), (1.0, rgb(0x1a5a20))]);
        c.stroke(&p, rgb(0x0f3012), 2.0);
        c.fill(&P::new().circle(24.0, 17.0, 4.5).done(), rgb(0x0f3012));
        c.fill(&P::new().oval(30.0, 12.0, 4.0, 2.2).done(), rgba(0xffffff, 0.7));
    } else {
        c.fill(&p, rgba(0x3a3a3a, 0.6));
        c.stroke(&p, rgb(0x8a8a8a), 2.0);
        c.fill(&P::new().circle(24.0, 17.0, 4.5).done(), rgba(0x1a1a1a, 0.8));
    }
    c
}

/// The table: dark lacquered wood with a felt centre and faint cloud patterns.
pub fn table(scale: f32) -> Canvas {
    let (w, h) = (1280.0, 720.0);
    let mut c = Canvas::new(w, h, scale);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let all = P::new().rect(0.0, 0.0, w, h).done();
    c.fill_linear(&all, 0.0, 0.0, 0.0, h, &[(0.0, rgb(0x3a1f14)), (1.0, rgb(0x24120b))]);
    for i in 0..40 {
        let y = i as f32 * 18.0 + rng.random_range(0.0..10.0);
        let p =
            P::new().m(0.0, y).q(w / 2.0, y + rng.random_range(-12.0..12.0), w, y + rng.random_range(-6.0..6.0)).done();
        c.stroke(&p, rgba(0x5a3020, 0.25), rng.random_range(1.0..3.0));
    }
    let felt = P::new().rrect(60.0, 50.0, w - 120.0, h - 100.0, 60.0).done();
    c.fill_radial(
        &felt,
        w / 2.0,
        h / 2.0,
        w * 0.6,
        &[(0.0, rgb(0x2f5a44)), (0.8, rgb(0x1e3d2e)), (1.0, rgb(0x152a20))],
    );
    c.stroke(&felt, rgba(0xc9a14a, 0.6), 3.0);
    c.stroke(&P::new().rrect(72.0, 62.0, w - 144.0, h - 124.0, 52.0).done(), rgba(0xc9a14a, 0.3), 1.5);
    c.clip(&felt);
    for _ in 0..14 {
        let (x, y) = (rng.random_range(100.0..w - 100.0), rng.random_range(90.0..h - 90.0));
        cloud(&mut c, x, y, rng.random_range(18.0..34.0), 0x3f7a5a, 0.18);
    }
    c.unclip();
    c
}
