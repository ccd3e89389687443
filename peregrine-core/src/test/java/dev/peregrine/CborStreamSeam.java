package dev.peregrine;

import java.io.InputStream;
import java.lang.reflect.Type;

/**
 * For tests in other packages (the fuzz targets): a CBOR document of any size read from a stream item by
 * item, through CborStreamReader, as {@code Cbor.read(InputStream, ...)} reads one past its first megabyte.
 */
public final class CborStreamSeam {
  private CborStreamSeam() {}

  /** {@code cbor.read(in, type)}, item by item whatever the document's size. */
  public static Object readItemByItem(Cbor cbor, InputStream in, Type type) {
    return cbor.readItems(in, type, 1);
  }
}
