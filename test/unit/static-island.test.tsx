// @vitest-environment jsdom
import { act } from "@testing-library/react";
import { hydrateRoot, createRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { StaticIsland, islandCode, loadIslandWith } from "~/components/StaticIsland";

interface TextProps {
  words?: string;
}

let renders = 0;
function Text({ words = "From the server" }: TextProps) {
  renders += 1;
  return (
    <p>
      {`${words} `}
      <a href="/sleep">sleep</a>
    </p>
  );
}

/** The browser's view of a component: its code arrives only when `importer` is called. */
function browserCode() {
  const importer = vi.fn(() => Promise.resolve({ default: Text }));
  return { code: islandCode<TextProps>(undefined, importer), importer };
}

const serverHtml = (props?: TextProps) =>
  renderToString(
    <StaticRouter location="/symptoms">
      <StaticIsland
        code={islandCode(Text, () => Promise.reject(new Error("unused")))}
        props={props}
      />
    </StaticRouter>,
  );

let container: HTMLDivElement;
afterEach(() => {
  container?.remove();
  renders = 0;
});

function mountServerHtml(html: string) {
  container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  renders = 0; // Count the browser's renders only.
  return container.querySelector("p")!;
}

describe("StaticIsland", () => {
  it("on the server, draws the component inside the island's <div>", () => {
    const html = serverHtml({ words: "Hot flushes" });
    expect(html).toBe('<div><p>Hot flushes <a href="/sleep">sleep</a></p></div>');
  });

  it("hydrating, keeps the server's nodes as they are and fetches no code", async () => {
    const paragraph = mountServerHtml(serverHtml());
    const { code, importer } = browserCode();
    const errors = vi.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={["/symptoms"]}>
          <StaticIsland code={code} />
        </MemoryRouter>,
      );
    });
    expect(container.querySelector("p")).toBe(paragraph);
    expect(paragraph.textContent).toBe("From the server sleep");
    expect(importer).not.toHaveBeenCalled();
    expect(renders).toBe(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it("when wanted, fetches the code and replaces the server's nodes with the live component", async () => {
    const paragraph = mountServerHtml(serverHtml());
    const { code, importer } = browserCode();
    const page = (wanted: boolean) => (
      <MemoryRouter initialEntries={["/symptoms"]}>
        <StaticIsland code={code} wanted={wanted} props={{ words: "Live" }} />
      </MemoryRouter>
    );
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, page(false));
    });
    await act(async () => root.render(page(true)));
    expect(importer).toHaveBeenCalledTimes(1);
    expect(container.querySelectorAll("p")).toHaveLength(1);
    expect(container.querySelector("p")).not.toBe(paragraph);
    expect(container.querySelector("p")!.textContent).toBe("Live sleep");
  });

  it("if the wanted code does not load, keeps the server's nodes", async () => {
    const paragraph = mountServerHtml(serverHtml());
    const code = islandCode<TextProps>(undefined, () => Promise.reject(new Error("offline")));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={["/symptoms"]}>
          <StaticIsland code={code} wanted />
        </MemoryRouter>,
      );
    });
    expect(container.querySelector("p")).toBe(paragraph);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("Kept the server's markup"),
      expect.any(Error),
    );
  });

  it("drawn by the browser with its code loaded (a client-side navigation), is the component", async () => {
    const { code } = browserCode();
    await code.load();
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter>
          <StaticIsland code={code} props={{ words: "Navigated" }} />
        </MemoryRouter>,
      );
    });
    expect(container.innerHTML).toBe('<div><p>Navigated <a href="/sleep">sleep</a></p></div>');
  });

  it("drawn by the browser without its code, fetches it rather than leave a gap", async () => {
    const { code, importer } = browserCode();
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container).render(
        <MemoryRouter>
          <StaticIsland code={code} />
        </MemoryRouter>,
      );
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(container.querySelector("p")!.textContent).toBe("From the server sleep");
  });

  it("hands a plain click on an internal link in the kept markup to the router", async () => {
    mountServerHtml(serverHtml());
    const { code } = browserCode();
    await act(async () => {
      hydrateRoot(
        container,
        <MemoryRouter initialEntries={["/symptoms"]}>
          <Routes>
            <Route path="/symptoms" element={<StaticIsland code={code} />} />
            <Route path="/sleep" element={<h1>Sleep</h1>} />
          </Routes>
        </MemoryRouter>,
      );
    });
    const link = container.querySelector("a")!;
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(container.querySelector("h1")?.textContent).toBe("Sleep");
  });
});

describe("islandCode", () => {
  it("fetches the code once, and again after a failure", async () => {
    const importer = vi
      .fn<() => Promise<{ default: typeof Text }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: Text });
    const code = islandCode<TextProps>(undefined, importer);
    await expect(code.load()).rejects.toThrow("offline");
    expect(code.current()).toBeUndefined();
    await Promise.all([code.load(), code.load()]);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(code.current()).toBe(Text);
  });
});

describe("loadIslandWith", () => {
  it("resolves with the server's data once every island's code is here", async () => {
    const a = browserCode();
    const b = browserCode();
    const clientLoader = loadIslandWith(a.code, b.code);
    const data = await clientLoader({
      request: new Request("http://localhost/food"),
      serverLoader: () => Promise.resolve({ from: "server" }),
    } as unknown as Parameters<typeof clientLoader>[0]);
    expect(data).toEqual({ from: "server" });
    expect(a.code.current()).toBe(Text);
    expect(b.code.current()).toBe(Text);
  });

  it("when the code cannot be fetched, leaves for the page as a document", async () => {
    const code = islandCode<TextProps>(undefined, () => Promise.reject(new Error("offline")));
    const assign = vi.fn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.stubGlobal("location", { ...window.location, assign });
    const clientLoader = loadIslandWith(code);
    const pending = clientLoader({
      request: new Request("http://localhost/symptoms"),
      serverLoader: () => Promise.resolve({}),
    } as unknown as Parameters<typeof clientLoader>[0]);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("http://localhost/symptoms"));
    const settled = await Promise.race([pending.then(() => "settled"), Promise.resolve("pending")]);
    expect(settled).toBe("pending");
    vi.unstubAllGlobals();
  });
});
