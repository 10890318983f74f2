# The container image for CI: Specimen's release binary (scripts/release binaries, in dist/) on Debian slim,
# with the libraries it links (cmark-gfm, mimalloc) and git (for --base and the Changes section).
#   docker run --rm -v "$PWD:/work" -w /work ghcr.io/ORG/specimen:1.0.0 specimen build --strict
# Built for linux/amd64 and linux/arm64 by .github/workflows/release.yml.
FROM debian:bookworm-slim AS binary
ARG TARGETARCH
COPY dist/ /dist/
RUN case "$TARGETARCH" in amd64) arch=x86_64 ;; arm64) arch=aarch64 ;; *) echo "no Specimen binary for $TARGETARCH" >&2; exit 1 ;; esac \
    && install -D -m 755 "/dist/linux-$arch/specimen" /out/specimen

FROM debian:bookworm-slim
RUN apt-get update \
    && apt-get install -y --no-install-recommends libcmark-gfm0.29.0.gfm.6 libcmark-gfm-extensions0.29.0.gfm.6 libmimalloc2.0 git ca-certificates \
    && rm -rf /var/lib/apt/lists/*
COPY --from=binary /out/specimen /usr/local/bin/specimen
CMD ["specimen", "--help"]
